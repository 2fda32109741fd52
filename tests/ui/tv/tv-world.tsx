import { ResourceCache } from '../../../src/application/resource-cache';
import { startClock } from '../../../src/application/clock/clock.service';
import { ACTOR_OPTIONS, AUTH_SERVICE, CLOCK_SERVICE, RESOURCE_CACHE } from '../../../src/application/tokens';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import type { Profile } from '../../../src/domain/session/profile';
import { ANALYTICS } from '../../../src/ports/analytics.port';
import { CLOCK } from '../../../src/ports/clock.port';
import { GUIDE_API, type GuideApi, type StreamRights } from '../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../src/ports/player.port';
import { PREFERENCES_STORE } from '../../../src/ports/preferences.port';
import { SESSION_API } from '../../../src/ports/session.port';
import { SHOWS_API } from '../../../src/ports/shows.port';
import { USAGE_API } from '../../../src/ports/usage.port';
import { VOD_API } from '../../../src/ports/vod.port';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { FakePlayer } from '../../fakes/fake-player';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeUsageApi } from '../../fakes/fake-usage-api';
import { ManualClock } from '../../fakes/manual-clock';
import { aChannel } from '../../fakes/shows';
import { withPlayers } from '../player-services';
import { fakePort, renderRoutes, startAuthAs } from '../render-with-services';

/** The TV layout's routes at `path` over fakes: twelve playable channels, a fake player, a subscriber unless told; `guideCalls` replace the guide's answers. */
export async function renderTvAt(
  path: string,
  profile: Partial<Profile> | null = {},
  guideCalls: Partial<GuideApi> = {},
) {
  const player = new FakePlayer();
  const clock = new ManualClock();
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const channels = Array.from({ length: 12 }, (_, index) =>
    aChannel({ id: `c${index + 1}`, name: `Chaîne ${index + 1}`, number: index + 1, playable: true }),
  );
  const guide = fakePort<GuideApi>({
    channels: async () => channels,
    fastChannels: async () => [aChannel({ id: 'f1', name: 'Fast Un', number: 501, playable: true })],
    liveShows: async () => new Map(),
    bookmarkedShows: async () => [],
    channelRights: async (channelId: string): Promise<StreamRights> => ({ url: `https://live/${channelId}.mpd` }),
    ...guideCalls,
  });
  const services = withPlayers(
    new Map<symbol, unknown>([
      [AUTH_SERVICE, auth],
      [RESOURCE_CACHE, new ResourceCache(clock)],
      [CLOCK, clock],
      [CLOCK_SERVICE, startClock(clock)],
      [ACTOR_OPTIONS, {}],
      [GUIDE_API, guide],
      [SHOWS_API, fakePort({})],
      [VOD_API, fakePort({})],
      [USAGE_API, new FakeUsageApi()],
      [SESSION_API, sessionApi],
      [PLAYER_FACTORY, () => player],
      [PREFERENCES_STORE, createStoragePreferences(window.localStorage)],
      [ANALYTICS, { pageView: () => undefined }],
    ]),
  );
  return { ...renderRoutes(services, tvRoutes, path), player, sessionApi };
}
