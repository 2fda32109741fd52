import type { Profile } from '../../../src/domain/session/profile';
import type { GuideApi } from '../../../src/ports/guide.port';
import type { ShowsApi } from '../../../src/ports/shows.port';
import type { VodApi } from '../../../src/ports/vod.port';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { FakePlayer } from '../../fakes/fake-player';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { ManualClock } from '../../fakes/manual-clock';
import { aChannel } from '../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../render-with-services';
import { liveRights, playingServices } from '../../fakes/fake-services';

/** The TV layout's routes at `path` over fakes: twelve playable channels, a fake player, a subscriber unless told; `guideCalls` replace the guide's answers, `showsCalls` and `vodCalls` answer the shows and VOD ports. */
export async function renderTvAt(
  path: string,
  profile: Partial<Profile> | null = {},
  guideCalls: Partial<GuideApi> = {},
  showsCalls: Partial<ShowsApi> = {},
  vodCalls: Partial<VodApi> = {},
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
    channelRights: liveRights,
    ...guideCalls,
  });
  const shows = fakePort<ShowsApi>(showsCalls);
  const vod = fakePort<VodApi>(vodCalls);
  const services = playingServices({ auth, clock, guide, sessionApi, player, shows, vod });
  return { ...renderRoutes(services, tvRoutes, path), player, sessionApi };
}
