import { provideWatchNextRemoval, WATCH_NEXT_REMOVAL_MACHINE } from '../../../src/application/browsing-machines';
import { startClock } from '../../../src/application/clock/clock.service';
import { ResourceCache } from '../../../src/application/resource-cache';
import {
  ACTOR_OPTIONS,
  AUTH_SERVICE,
  CLOCK_SERVICE,
  PROVIDER_BASE_URL,
  RESOURCE_CACHE,
} from '../../../src/application/tokens';
import type { Profile } from '../../../src/domain/session/profile';
import { createStoragePreferences } from '../../../src/adapters/storage/local-preferences.store';
import { ANALYTICS } from '../../../src/ports/analytics.port';
import { CLOCK } from '../../../src/ports/clock.port';
import { GUIDE_API } from '../../../src/ports/guide.port';
import { PREFERENCES_STORE } from '../../../src/ports/preferences.port';
import { SESSION_API } from '../../../src/ports/session.port';
import { SHOWS_API } from '../../../src/ports/shows.port';
import { VOD_API } from '../../../src/ports/vod.port';
import { USAGE_API } from '../../../src/ports/usage.port';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeUsageApi } from '../../fakes/fake-usage-api';
import { ManualClock } from '../../fakes/manual-clock';
import { aChannel } from '../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../render-with-services';

/**
 * The TV layout's routes at `path` over fakes: two channels, the real auth machine over a fake
 * session API, signed in with `profile` (null: a visitor).
 */
export async function renderTv(
  path: string,
  {
    profile = {},
    sessionApi = new FakeSessionApi(),
  }: { profile?: Partial<Profile> | null; sessionApi?: FakeSessionApi } = {},
) {
  const clock = new ManualClock();
  const auth = await startAuthAs(sessionApi, profile);
  const channels = [
    aChannel({ id: 'ch1', name: 'Channel 1', number: 1 }),
    aChannel({ id: 'ch2', name: 'Channel 2', number: 2 }),
  ];
  const usage = new FakeUsageApi();
  const services = new Map<symbol, unknown>([
    [AUTH_SERVICE, auth],
    [RESOURCE_CACHE, new ResourceCache(clock)],
    [CLOCK, clock],
    [CLOCK_SERVICE, startClock(clock)],
    [ACTOR_OPTIONS, {}],
    [PREFERENCES_STORE, createStoragePreferences(window.localStorage)],
    [ANALYTICS, { pageView: () => undefined }],
    [
      GUIDE_API,
      fakePort({ channels: async () => channels, fastChannels: async () => [], liveShows: async () => new Map() }),
    ],
    [USAGE_API, usage],
    [WATCH_NEXT_REMOVAL_MACHINE, provideWatchNextRemoval(usage)],
    [SESSION_API, sessionApi],
    [SHOWS_API, fakePort({})],
    [VOD_API, fakePort({})],
    [PROVIDER_BASE_URL, 'https://provider.test'],
  ]);
  return { ...renderRoutes(services, tvRoutes, path), auth, sessionApi };
}

/** One remote key, as the TV's key listener hears it; says whether something used it. */
export function pressKey(key: string, keyCode: number): boolean {
  const event = new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

export const KEYS = {
  up: ['ArrowUp', 38],
  down: ['ArrowDown', 40],
  left: ['ArrowLeft', 37],
  right: ['ArrowRight', 39],
  enter: ['Enter', 13],
  back: ['Escape', 27],
  webOsBack: ['Unidentified', 461],
  green: ['ColorF1Green', 404],
} as const satisfies Record<string, readonly [string, number]>;

export const press = (name: keyof typeof KEYS) => pressKey(KEYS[name][0], KEYS[name][1]);
