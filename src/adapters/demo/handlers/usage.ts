import { FEED } from '../../../domain/home/home-feeds';
import { badRequest, fault } from '../backend/fault';
import { backupConfigFromWire, backupConfigToWire, interstitialToWire, resourcesToWire } from '../wire/usage';
import { num, text } from './fields';
import { route, type DemoRoute, type HandlerDeps } from './respond';

const FEED_IDS: readonly number[] = Object.values(FEED);
type BackupBody = Parameters<typeof backupConfigFromWire>[0];

function isBackupBody(body: Record<string, unknown>): body is BackupBody {
  const config = body.config as { people?: unknown; mobile?: { home_feeds?: unknown } } | undefined;
  const feeds = config?.mobile?.home_feeds;
  return (
    Array.isArray(config?.people) &&
    Array.isArray(feeds) &&
    feeds.every((feed: { feed_id?: unknown }) => FEED_IDS.includes(feed.feed_id as number))
  );
}

/** Other calls (spec point 7): playback reports, bookmarks, backup config, feedback, ping. */
export function usageRoutes(deps: HandlerDeps): DemoRoute[] {
  const { usage } = deps.backend;
  return [
    route(deps, 'post', 'api', 'play/', async (req) => usage.play(req.user(), text(await req.body(), 'show_id'))),
    route(deps, 'put', 'api', 'bookmark/:id/', async (req) =>
      usage.setBookmark(req.user(), req.params.id ?? '', num(await req.body(), 'bookmark')),
    ),
    route(deps, 'get', 'api', 'backupconfig/', (req) => {
      const config = usage.backupConfig(req.user());
      return config === null ? fault('not-found', 'no backup config yet') : backupConfigToWire(config);
    }),
    route(deps, 'put', 'api', 'backupconfig/', async (req) => {
      const body = await req.body();
      if (!isBackupBody(body)) badRequest('config.people and config.mobile.home_feeds required');
      usage.saveBackupConfig(req.user(), backupConfigFromWire(body));
    }),
    route(deps, 'post', 'api', 'event/', async (req) => {
      const body = await req.body();
      usage.event(req.user(), text(body, 'event'), body.data ?? {});
    }),
    route(deps, 'post', 'api', 'contact/', async (req) => {
      const body = await req.body();
      usage.contact(req.user(), text(body, 'email'), text(body, 'message'));
    }),
    route(deps, 'get', 'api', 'ping/', (req) => usage.ping(req.user())),
    route(deps, 'get', 'root', 'interstitiel', () =>
      interstitialToWire(deps.controls().interstitial ? usage.interstitial() : null),
    ),
    route(deps, 'get', 'cache', 'resources/:brand/:lang/', (req) =>
      resourcesToWire(usage.resources(req.params.brand ?? '', req.params.lang ?? '')),
    ),
  ];
}
