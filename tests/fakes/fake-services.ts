import {
  provideRecordingActions,
  provideWatchNextRemoval,
  RECORDING_ACTIONS_MACHINE,
  WATCH_NEXT_REMOVAL_MACHINE,
} from '../../src/application/browsing-machines';
import { startClock } from '../../src/application/clock/clock.service';
import { ResourceCache } from '../../src/application/resource-cache';
import { ACTOR_OPTIONS, AUTH_SERVICE, CLOCK_SERVICE, RESOURCE_CACHE } from '../../src/application/tokens';
import { createStoragePreferences } from '../../src/adapters/storage/local-preferences.store';
import { createMemoryPreferences } from '../../src/adapters/storage/memory-preferences.store';
import { ANALYTICS } from '../../src/ports/analytics.port';
import { CLOCK, type Clock } from '../../src/ports/clock.port';
import { GUIDE_API, type StreamRights } from '../../src/ports/guide.port';
import { PLAYER_FACTORY, type PlayerPort } from '../../src/ports/player.port';
import { PREFERENCES_STORE, type PreferencesStore } from '../../src/ports/preferences.port';
import { RECORDINGS_API, type RecordingsApi } from '../../src/ports/recordings.port';
import { SESSION_API } from '../../src/ports/session.port';
import { SHOWS_API } from '../../src/ports/shows.port';
import { USAGE_API, type UsageApi } from '../../src/ports/usage.port';
import { VOD_API } from '../../src/ports/vod.port';
import { withPlayers } from '../ui/player-services';
import { fakePort } from '../ui/render-with-services';
import { FakeUsageApi } from './fake-usage-api';
import { fakeDevicePages } from './fake-device-pages';
import { ManualClock } from './manual-clock';

/** What a UI test puts in the services map, each option adding its token(s); any other token through `overrides`. */
export interface FakeServicesOptions {
  /** AUTH_SERVICE: the auth machine (startAuthAs in tests/ui/render-with-services). */
  readonly auth?: unknown;
  /** CLOCK, the clock service over it (CLOCK_SERVICE) and the resource cache (RESOURCE_CACHE); a ManualClock unless given. */
  readonly clock?: Clock;
  /** ACTOR_OPTIONS (ActorOptions: an inspector, say); none unless given. */
  readonly actorOptions?: object;
  /** The ports, as given (fakePort(...) or a fake class). */
  readonly guide?: unknown;
  readonly shows?: unknown;
  readonly vod?: unknown;
  readonly sessionApi?: unknown;
  readonly usage?: UsageApi;
  /** RECORDINGS_API, and the recording actions (RECORDING_ACTIONS_MACHINE) over it. */
  readonly recordings?: RecordingsApi;
  /** PLAYER_FACTORY: every player asked for is this one. */
  readonly player?: PlayerPort;
  /** PREFERENCES_STORE: this store, or true for one over window.localStorage; one in memory unless given. */
  readonly preferences?: PreferencesStore | true;
  /** ANALYTICS: one that drops every page view. */
  readonly quietAnalytics?: boolean;
  /** WATCH_NEXT_REMOVAL_MACHINE over `usage`. */
  readonly watchNextRemoval?: boolean;
  /** The machines that drive players (playback, preview, the parental route challenge) over the ports in the map (withPlayers), once `overrides` are in. */
  readonly players?: boolean;
}

/**
 * The services map of the app's root (what src/composition binds) over fakes, for UI tests: always
 * the clock (CLOCK), its clock service, the resource cache over it, the actor options and the
 * preferences (in memory unless given); then what
 * the options name; then `overrides`, adding or replacing any token. A token left out fails the test
 * loudly when a screen asks for it (FakeServices in tests/ui/render-with-services).
 */
export function fakeServices(
  options: FakeServicesOptions = {},
  overrides: Iterable<readonly [symbol, unknown]> = [],
): Map<symbol, unknown> {
  const clock = options.clock ?? new ManualClock();
  const services = new Map<symbol, unknown>();
  if (options.auth !== undefined) services.set(AUTH_SERVICE, options.auth);
  services.set(RESOURCE_CACHE, new ResourceCache(clock));
  services.set(CLOCK, clock);
  services.set(CLOCK_SERVICE, startClock(clock));
  services.set(ACTOR_OPTIONS, options.actorOptions ?? {});
  if (options.guide !== undefined) services.set(GUIDE_API, options.guide);
  if (options.shows !== undefined) services.set(SHOWS_API, options.shows);
  if (options.vod !== undefined) services.set(VOD_API, options.vod);
  if (options.usage !== undefined) services.set(USAGE_API, options.usage);
  if (options.sessionApi !== undefined) services.set(SESSION_API, options.sessionApi);
  if (options.recordings !== undefined) {
    services.set(RECORDINGS_API, options.recordings);
    services.set(RECORDING_ACTIONS_MACHINE, provideRecordingActions(options.recordings));
  }
  if (options.player !== undefined) {
    const player = options.player;
    services.set(PLAYER_FACTORY, () => player);
  }
  services.set(
    PREFERENCES_STORE,
    options.preferences === undefined
      ? createMemoryPreferences()
      : options.preferences === true
        ? createStoragePreferences(window.localStorage)
        : options.preferences,
  );
  if (options.quietAnalytics) services.set(ANALYTICS, { pageView: () => undefined });
  if (options.watchNextRemoval) {
    if (!options.usage) throw new Error('watchNextRemoval needs usage');
    services.set(WATCH_NEXT_REMOVAL_MACHINE, provideWatchNextRemoval(options.usage));
  }
  for (const [token, service] of [...fakeDevicePages(clock), ...overrides]) services.set(token, service);
  return options.players ? withPlayers(services) : services;
}

/**
 * The services of a screen that plays (live, the TV's screens): fakeServices with shows and VOD
 * that expect no call, a fake usage API, the preferences in local storage, quiet analytics and the
 * machines that drive players; `options` add or replace.
 */
export function playingServices(
  options: FakeServicesOptions = {},
  overrides: Iterable<readonly [symbol, unknown]> = [],
): Map<symbol, unknown> {
  return fakeServices(
    {
      shows: fakePort({}),
      vod: fakePort({}),
      usage: new FakeUsageApi(),
      preferences: true,
      quietAnalytics: true,
      players: true,
      ...options,
    },
    overrides,
  );
}

/** A guide's channelRights answer: every channel plays https://live/<id>.mpd. */
export const liveRights = async (channelId: string): Promise<StreamRights> => ({
  url: `https://live/${channelId}.mpd`,
});
