import type { Channel } from '../../../../../src/domain/guide/channel';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { Show } from '../../../../../src/domain/shows/show';
import type { GuideApi } from '../../../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import type { ShowsApi } from '../../../../../src/ports/shows.port';
import type { VodApi } from '../../../../../src/ports/vod.port';
import { HomeScreen } from '../../../../../src/ui/web/screens/home/home-screen';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { fakeServices } from '../../../../fakes/fake-services';

const clock = new ManualClock();

/** Channel `index` of the home world: ch{index}, numbered {index}. */
export const homeChannel = (index: number): Channel =>
  aChannel({
    id: `ch${index}`,
    name: `Channel ${index}`,
    number: index,
    liveUrl: '',
    replayUrl: '',
    archiveUrl: '',
    logo: '',
  });

/** A show of the home world on ch1, started 30 minutes before the clock's now. */
export function homeShow(id: string, overrides: Partial<Show> = {}): Show {
  const start = clock.now().subtract({ minutes: 30 });
  return aShow({
    id,
    channelId: 'ch1',
    startDate: start,
    stopDate: start.add({ hours: 1 }),
    title: `Show ${id}`,
    ...overrides,
  });
}

export interface HomeWorld {
  readonly channels: Channel[];
  readonly guide: Partial<GuideApi>;
  readonly shows: Partial<ShowsApi>;
  readonly vod: Partial<VodApi>;
  readonly usage: FakeUsageApi;
  readonly replayFlag: boolean;
}

/** Fake ports answering every home row: `channelCount` channels, a few shows per row. */
export function homeWorld(channelCount = 44): HomeWorld {
  const channels = Array.from({ length: channelCount }, (_, index) => homeChannel(index + 1));
  const shows = [homeShow('s1'), homeShow('s2', { channelId: 'ch2' })];
  const usage = new FakeUsageApi();
  return {
    channels,
    usage,
    replayFlag: true,
    guide: {
      channels: async () => channels,
      liveShows: async () =>
        new Map(channels.map((channel) => [channel.id, [homeShow(`live-${channel.id}`, { channelId: channel.id })]])),
      playtime: async () => new Map([['ch3', 500]]),
      explore: async () => ({
        categories: [
          { id: 1, name: 'Films' },
          { id: 5, name: 'Divertissement' },
        ],
        shows,
      }),
      exploreCategory: async () => shows,
      bookmarkedShows: async () => [homeShow('b1', { bookmarkTime: 60 }), homeShow('adult', { age: 18 })],
      recordedShows: async () => shows,
      fastChannels: async () => channels.slice(0, 3),
      // No highlighted show unless a test gives some (an empty carousel is left out).
      carousel: async () => [],
    },
    shows: { sportsEvents: async () => [], people: async () => [] },
    vod: {
      hierarchy: async () => ({
        category: { id: 44856, name: 'À la une', adult: false },
        children: [],
        seasons: [],
        elements: [],
      }),
    },
  };
}

/** Renders the web home signed in with `profile` (or as a visitor with null) over the fake world. */
export async function renderHome(world: HomeWorld, profile: Partial<Profile> | null = {}) {
  const usage = world.usage;
  usage.resources = async () => ({ texts: {}, flags: { replay: world.replayFlag, video_previews: false } });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const services = fakeServices(
    {
      auth,
      clock,
      guide: fakePort(world.guide),
      shows: fakePort(world.shows),
      vod: fakePort(world.vod),
      usage,
      sessionApi,
      recordings: new FakeRecordingsApi(),
      watchNextRemoval: true,
      players: true,
    },
    [[PLAYER_FACTORY, () => fakePort({})]],
  );
  return renderRoutes(services, [{ path: '/home', element: <HomeScreen /> }], '/home');
}
