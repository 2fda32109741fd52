import {
  provideRecordingActions,
  provideWatchNextRemoval,
  RECORDING_ACTIONS_MACHINE,
  WATCH_NEXT_REMOVAL_MACHINE,
} from '../../../../../src/application/browsing-machines';
import { ResourceCache } from '../../../../../src/application/resource-cache';
import { ACTOR_OPTIONS, AUTH_SERVICE, CLOCK_SERVICE, RESOURCE_CACHE } from '../../../../../src/application/tokens';
import { startClock } from '../../../../../src/application/clock/clock.service';
import type { Channel } from '../../../../../src/domain/guide/channel';
import type { Profile } from '../../../../../src/domain/session/profile';
import type { Show } from '../../../../../src/domain/shows/show';
import { CLOCK } from '../../../../../src/ports/clock.port';
import { GUIDE_API, type GuideApi } from '../../../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import { RECORDINGS_API } from '../../../../../src/ports/recordings.port';
import { SESSION_API } from '../../../../../src/ports/session.port';
import { SHOWS_API, type ShowsApi } from '../../../../../src/ports/shows.port';
import { USAGE_API } from '../../../../../src/ports/usage.port';
import { VOD_API, type VodApi } from '../../../../../src/ports/vod.port';
import { HomeScreen } from '../../../../../src/ui/web/screens/home/home-screen';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { FakeUsageApi } from '../../../../fakes/fake-usage-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { aChannel, aShow } from '../../../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { withPlayers } from '../../../player-services';

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
  const services = withPlayers(
    new Map<symbol, unknown>([
      [AUTH_SERVICE, auth],
      [RESOURCE_CACHE, new ResourceCache(clock)],
      [CLOCK, clock],
      [CLOCK_SERVICE, startClock(clock)],
      [ACTOR_OPTIONS, {}],
      [GUIDE_API, fakePort(world.guide)],
      [SHOWS_API, fakePort(world.shows)],
      [VOD_API, fakePort(world.vod)],
      [USAGE_API, usage],
      [SESSION_API, sessionApi],
      [RECORDINGS_API, new FakeRecordingsApi()],
      [WATCH_NEXT_REMOVAL_MACHINE, provideWatchNextRemoval(usage)],
      [RECORDING_ACTIONS_MACHINE, provideRecordingActions(new FakeRecordingsApi())],
      [PLAYER_FACTORY, () => fakePort({})],
    ]),
  );
  return renderRoutes(services, [{ path: '/home', element: <HomeScreen /> }], '/home');
}
