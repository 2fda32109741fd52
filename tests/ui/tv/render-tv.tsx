import { PROVIDER_BASE_URL } from '../../../src/application/tokens';
import type { Profile } from '../../../src/domain/session/profile';
import type { GuideApi } from '../../../src/ports/guide.port';
import type { VodApi } from '../../../src/ports/vod.port';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { FakeSessionApi } from '../../fakes/fake-session-api';
import { FakeUsageApi } from '../../fakes/fake-usage-api';
import { ManualClock } from '../../fakes/manual-clock';
import { aChannel } from '../../fakes/shows';
import { fakePort, renderRoutes, startAuthAs } from '../render-with-services';
import { fakeServices } from '../../fakes/fake-services';

/**
 * The TV layout's routes at `path` over fakes: two channels, the real auth machine over a fake
 * session API, signed in with `profile` (null: a visitor); `guide` and `vod` add or replace their answers,
 * `services` adds services (the search engine).
 */
export async function renderTv(
  path: string,
  {
    profile = {},
    sessionApi = new FakeSessionApi(),
    guide = {},
    vod = {},
    services: extra = [],
  }: {
    profile?: Partial<Profile> | null;
    sessionApi?: FakeSessionApi;
    guide?: Partial<GuideApi>;
    vod?: Partial<VodApi>;
    services?: readonly (readonly [symbol, unknown])[];
  } = {},
) {
  const clock = new ManualClock();
  const auth = await startAuthAs(sessionApi, profile);
  const channels = [
    aChannel({ id: 'ch1', name: 'Channel 1', number: 1 }),
    aChannel({ id: 'ch2', name: 'Channel 2', number: 2 }),
  ];
  const services = fakeServices(
    {
      auth,
      clock,
      preferences: true,
      quietAnalytics: true,
      guide: fakePort({
        channels: async () => channels,
        fastChannels: async () => [],
        liveShows: async () => new Map(),
        ...guide,
      }),
      usage: new FakeUsageApi(),
      watchNextRemoval: true,
      sessionApi,
      shows: fakePort({}),
      vod: fakePort(vod),
    },
    [[PROVIDER_BASE_URL, 'https://provider.test'], ...extra],
  );
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
