/** What a tester can force on a call (see README: "Controls for testers"). */
export interface ForcedAnswer {
  /** Answer this status instead of calling the backend. */
  readonly status?: number;
  /** Answer a body that is not JSON, so the app meets a malformed response. */
  readonly malformed?: boolean;
  /** Wait this many milliseconds before answering (a call that hangs: longer than the app waits). */
  readonly delay?: number;
}

/**
 * Tester controls, read on every request. `force` keys are `<METHOD> <path pattern>`, the path
 * relative to /api/mobile/ or /api/cache/ (e.g. `PUT recordings/*`, `GET ping/`, `* show/details/*`);
 * `*` matches anything.
 */
export interface DemoControls {
  readonly force?: Readonly<Record<string, ForcedAnswer>>;
  /** Milliseconds every API answer waits. */
  readonly delay?: number;
  /** Simulates too many streams: ping answers 429. */
  readonly streamLimit?: boolean;
  /** Simulates a VPN: every rights call answers 451. */
  readonly vpn?: boolean;
  /** GET /interstitiel answers the demo's message (by default it has none). */
  readonly interstitial?: boolean;
}

export const NO_CONTROLS: DemoControls = {};

function matches(pattern: string, method: string, path: string): boolean {
  const [wantedMethod = '', wantedPath = ''] = pattern.trim().split(/\s+/, 2);
  if (wantedMethod !== '*' && wantedMethod.toUpperCase() !== method.toUpperCase()) return false;
  const glob = wantedPath
    .replace(/^\//, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*');
  return new RegExp(`^${glob}$`).test(path.replace(/^\//, ''));
}

/** The forced answer for a call, if any control applies; presets first, then `force`. */
export function forcedAnswer(controls: DemoControls, method: string, path: string): ForcedAnswer | undefined {
  if (controls.streamLimit && matches('GET ping/', method, path)) return { status: 429 };
  if (controls.vpn && (matches('GET channel/rights/*', method, path) || matches('GET show/rights/*', method, path)))
    return { status: 451 };
  const key = Object.keys(controls.force ?? {}).find((pattern) => matches(pattern, method, path));
  return key === undefined ? undefined : controls.force?.[key];
}

/** Parses controls from JSON (localStorage `demo-controls`, `?demo-force=`); bad JSON means none. */
export function parseControls(json: string | null | undefined): DemoControls {
  if (!json) return NO_CONTROLS;
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null ? (value as DemoControls) : NO_CONTROLS;
  } catch {
    return NO_CONTROLS;
  }
}

/** Both sources together: entries of `extra` win. */
export function mergeControls(base: DemoControls, extra: DemoControls): DemoControls {
  return { ...base, ...extra, force: { ...base.force, ...extra.force } };
}
