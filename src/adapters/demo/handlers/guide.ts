import { badRequest } from '../backend/fault';
import { channelToWire, figuresToWire } from '../wire/channel';
import { exploreToWire, liveToWire, rightsToWire } from '../wire/guide';
import { showsToWire, showToWire } from '../wire/show';
import { route, type DemoRoute, type HandlerDeps } from './respond';

/** Channels and guide calls (spec point 7), cached reads included. */
export function guideRoutes(deps: HandlerDeps): DemoRoute[] {
  const { backend } = deps;
  const guide = backend.guide;
  return [
    // A visitor (no token) gets the default lineup; a known token its own order.
    route(deps, 'get', 'api', 'channels/', (req) => ({
      channels: guide.channels(req.token === null ? null : req.user()).map(channelToWire),
    })),
    route(deps, 'put', 'api', 'lineup/', async (req) => {
      const ids = (await req.body()).channels;
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) badRequest('channels must be a list of ids');
      guide.saveLineup(req.user(), ids as string[]);
    }),
    route(deps, 'delete', 'api', 'lineup/', (req) => guide.resetLineup(req.user())),
    route(deps, 'get', 'api', 'channel/rights/:id/', (req) =>
      rightsToWire(guide.channelRights(() => req.user(), req.params.id ?? '')),
    ),
    route(deps, 'get', 'api', 'portal/fast/', () => ({ channels: guide.fastChannels().map(channelToWire) })),
    route(deps, 'get', 'api', 'channels/playtime/', (req) => figuresToWire(guide.playtime(req.user()), 'seconds')),
    route(deps, 'get', 'api', 'audience/live/', () => figuresToWire(guide.audience(), 'viewers')),
    route(deps, 'get', 'api', 'show/epgflat/recordings/', (req) =>
      showsToWire(backend.recordings.recordedShows(req.user())),
    ),
    route(deps, 'get', 'api', 'show/epgflat/bookmarks/', (req) =>
      showsToWire(backend.usage.bookmarkedShows(req.user())),
    ),
    route(deps, 'get', 'api', 'show/epgflat/explore/', (req) => (req.user(), exploreToWire(guide.explore()))),
    route(
      deps,
      'get',
      'api',
      'show/epgflat/explore/category/:id/',
      (req) => (req.user(), showsToWire(guide.category(Number(req.params.id)))),
    ),
    route(
      deps,
      'get',
      'api',
      'show/epgflat/search/',
      (req) => (req.user(), showsToWire(guide.search(req.query.get('query') ?? ''))),
    ),
    route(deps, 'get', 'cache', 'epglive/', () => liveToWire(guide.live())),
    route(deps, 'get', 'cache', 'epgcarousel', () => showsToWire(guide.carousel())),
    route(deps, 'get', 'cache', 'epgchannel/:id/', (req) => showsToWire(guide.channelGuide(req.params.id ?? ''))),
    route(deps, 'get', 'cache', 'accurate/:id/', (req) => {
      const show = guide.accurate(req.params.id ?? '');
      return { show: show === null ? null : showToWire(show) };
    }),
  ];
}
