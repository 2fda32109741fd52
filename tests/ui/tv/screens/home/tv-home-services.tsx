import { ResourceCache } from '../../../../../src/application/resource-cache';
import { RESOURCE_CACHE } from '../../../../../src/application/tokens';
import type { Profile } from '../../../../../src/domain/session/profile';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import type { ShowDetails } from '../../../../../src/ports/shows.port';
import { tvRoutes } from '../../../../../src/ui/tv/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { homeShow, type HomeWorld } from '../../../web/screens/home/home-services';
import { fakeServices } from '../../../../fakes/fake-services';

/** The details of any show of the home world: the show itself (a live show on its channel), with credits. */
const detailsOf = async (showId: string): Promise<ShowDetails> =>
  homeShow(showId, {
    channelId: /^live-(ch\d+)$/.exec(showId)?.[1] ?? 'ch1',
    credits: { actor: ['Ada Lovelace'], director: [], presenter: [], author: [], company: [] },
  });

/**
 * Renders the TV layout at `path` (the home by default), signed in with `profile`, over the home
 * world; `services` adds services (the search engine).
 */
export async function renderTvHome(
  world: HomeWorld,
  {
    profile = {},
    path = '/home',
    services: extra = [],
  }: { profile?: Partial<Profile>; path?: string; services?: readonly (readonly [symbol, unknown])[] } = {},
) {
  const clock = new ManualClock();
  const usage = world.usage;
  usage.resources = async () => ({ texts: {}, flags: { replay: world.replayFlag, video_previews: false } });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const recordings = new FakeRecordingsApi();
  const cache = new ResourceCache(clock);
  const services = fakeServices(
    {
      auth,
      clock,
      preferences: true,
      quietAnalytics: true,
      guide: fakePort(world.guide),
      shows: fakePort({ details: detailsOf, people: async () => [], ...world.shows }),
      vod: fakePort(world.vod),
      usage,
      sessionApi,
      recordings,
      watchNextRemoval: true,
      players: true,
    },
    [[RESOURCE_CACHE, cache], [PLAYER_FACTORY, () => new FakePlayer()], ...extra],
  );
  return { ...renderRoutes(services, tvRoutes, path), recordings, usage, cache };
}
