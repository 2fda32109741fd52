import {
  provideRecordingActions,
  provideWatchNextRemoval,
  RECORDING_ACTIONS_MACHINE,
  WATCH_NEXT_REMOVAL_MACHINE,
} from '../../../../../src/application/browsing-machines';
import { ResourceCache } from '../../../../../src/application/resource-cache';
import { ACTOR_OPTIONS, AUTH_SERVICE, CLOCK_SERVICE, RESOURCE_CACHE } from '../../../../../src/application/tokens';
import { startClock } from '../../../../../src/application/clock/clock.service';
import { createStoragePreferences } from '../../../../../src/adapters/storage/local-preferences.store';
import type { Profile } from '../../../../../src/domain/session/profile';
import { ANALYTICS } from '../../../../../src/ports/analytics.port';
import { CLOCK } from '../../../../../src/ports/clock.port';
import { GUIDE_API } from '../../../../../src/ports/guide.port';
import { PLAYER_FACTORY } from '../../../../../src/ports/player.port';
import { PREFERENCES_STORE } from '../../../../../src/ports/preferences.port';
import { RECORDINGS_API } from '../../../../../src/ports/recordings.port';
import { SESSION_API } from '../../../../../src/ports/session.port';
import { SHOWS_API, type ShowDetails } from '../../../../../src/ports/shows.port';
import { USAGE_API } from '../../../../../src/ports/usage.port';
import { VOD_API } from '../../../../../src/ports/vod.port';
import { tvRoutes } from '../../../../../src/ui/tv/routes';
import { FakePlayer } from '../../../../fakes/fake-player';
import { FakeRecordingsApi } from '../../../../fakes/fake-recordings-api';
import { FakeSessionApi } from '../../../../fakes/fake-session-api';
import { ManualClock } from '../../../../fakes/manual-clock';
import { withPlayers } from '../../../player-services';
import { fakePort, renderRoutes, startAuthAs } from '../../../render-with-services';
import { homeShow, type HomeWorld } from '../../../web/screens/home/home-services';

/** The details of any show of the home world: the show itself (a live show on its channel), with credits. */
const detailsOf = async (showId: string): Promise<ShowDetails> =>
  homeShow(showId, {
    channelId: /^live-(ch\d+)$/.exec(showId)?.[1] ?? 'ch1',
    credits: { actor: ['Ada Lovelace'], director: [], presenter: [], author: [], company: [] },
  });

/** Renders the TV layout at `path` (the home by default), signed in with `profile`, over the home world. */
export async function renderTvHome(
  world: HomeWorld,
  { profile = {}, path = '/home' }: { profile?: Partial<Profile>; path?: string } = {},
) {
  const clock = new ManualClock();
  const usage = world.usage;
  usage.resources = async () => ({ texts: {}, flags: { replay: world.replayFlag, video_previews: false } });
  const sessionApi = new FakeSessionApi();
  const auth = await startAuthAs(sessionApi, profile);
  const recordings = new FakeRecordingsApi();
  const cache = new ResourceCache(clock);
  const services = withPlayers(
    new Map<symbol, unknown>([
      [AUTH_SERVICE, auth],
      [RESOURCE_CACHE, cache],
      [CLOCK, clock],
      [CLOCK_SERVICE, startClock(clock)],
      [ACTOR_OPTIONS, {}],
      [PREFERENCES_STORE, createStoragePreferences(window.localStorage)],
      [ANALYTICS, { pageView: () => undefined }],
      [GUIDE_API, fakePort(world.guide)],
      [SHOWS_API, fakePort({ details: detailsOf, people: async () => [], ...world.shows })],
      [VOD_API, fakePort(world.vod)],
      [USAGE_API, usage],
      [SESSION_API, sessionApi],
      [RECORDINGS_API, recordings],
      [WATCH_NEXT_REMOVAL_MACHINE, provideWatchNextRemoval(usage)],
      [RECORDING_ACTIONS_MACHINE, provideRecordingActions(recordings)],
      [PLAYER_FACTORY, () => new FakePlayer()],
    ]),
  );
  return { ...renderRoutes(services, tvRoutes, path), recordings, usage, cache };
}
