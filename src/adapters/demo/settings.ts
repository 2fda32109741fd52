import { DEFAULT_CHANNEL_COUNT } from './catalogue/lineup-size';
import { mergeControls, NO_CONTROLS, parseControls, type DemoControls } from './controls';

/** localStorage keys and URL parameters testers use (see README). */
export const CONTROLS_KEY = 'demo-controls';
/** The provider's state (sessions, recordings, bookmarks…): shared by the tabs of the origin. */
export const DEMO_STATE_KEY = 'demo-provider-state';
export const CHANNELS_KEY = 'demo-channels';
export const CLOCK_OFFSET_KEY = 'demo-clock-offset';
export const MAX_CHANNELS = 2000;

/** The part of Storage the settings read and write. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface DemoSettings {
  /** Controls in force now: localStorage `demo-controls` (re-read each call) merged with `?demo-force=`/`?demo-controls=`. */
  controls(): DemoControls;
  /** Size knob: `?demo-channels=N` (remembered), else localStorage `demo-channels`, else the env value, else 44. */
  readonly channelCount: number;
  /** Milliseconds the provider's clock runs ahead of the device's (negative: behind): `?demo-clock-offset=` or localStorage `demo-clock-offset`, else 0. */
  readonly clockOffsetMs: number;
  /** `?demo-reset` was in the address: start from a fresh state. */
  readonly reset: boolean;
  /** Drops every control (stored and from the address): a session's end must not leave forced faults behind. */
  clearControls(): void;
}

function count(value: string | null | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, MAX_CHANNELS) : undefined;
}

function milliseconds(value: string | null | undefined): number | undefined {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) ? parsed : undefined;
}

/**
 * Reads the tester settings from the address and localStorage. `?demo-force=` holds the
 * `force` map alone, `?demo-controls=` whole controls; both are URL-encoded JSON.
 */
export function readDemoSettings(search: string, storage: SettingsStorage, envChannels?: string): DemoSettings {
  const params = new URLSearchParams(search);
  let fromUrl = mergeControls(parseControls(params.get('demo-controls')), {
    force: parseControls(params.get('demo-force')) as DemoControls['force'],
  });
  const urlChannels = count(params.get('demo-channels'));
  if (urlChannels !== undefined) storage.setItem(CHANNELS_KEY, String(urlChannels));
  return {
    controls: () => mergeControls(parseControls(storage.getItem(CONTROLS_KEY)), fromUrl),
    channelCount: urlChannels ?? count(storage.getItem(CHANNELS_KEY)) ?? count(envChannels) ?? DEFAULT_CHANNEL_COUNT,
    clockOffsetMs: milliseconds(params.get(CLOCK_OFFSET_KEY)) ?? milliseconds(storage.getItem(CLOCK_OFFSET_KEY)) ?? 0,
    reset: params.has('demo-reset'),
    clearControls: () => {
      fromUrl = NO_CONTROLS;
      storage.setItem(CONTROLS_KEY, '{}');
    },
  };
}
