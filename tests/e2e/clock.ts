import type { BrowserContext } from 'playwright-core';

/**
 * The one clock of every end-to-end test (issue 18): the browser's clock (Playwright's clock
 * API, which the app and the demo provider in the page both read) starts at a fixed instant and
 * then runs on by itself, so video plays and timers fire, but no test depends on the hour it is
 * run at. The demo's service worker, whose own clock Playwright does not reach, is handed the
 * page's "now" by the demo provider (`src/adapters/demo/browser.ts`).
 */
export interface TestClock {
  /** The instant the browser's clock starts at, ISO 8601 with an offset. */
  readonly now: string;
  /** The time zone the browser runs in. */
  readonly timeZone: string;
  /** Milliseconds the demo provider's clock runs ahead of the device's (negative: behind). */
  readonly providerOffsetMs: number;
}

/** A Monday evening in Zurich: an ordinary hour, away from any day boundary. */
export const DEFAULT_NOW = '2026-11-23T20:30:00+01:00';
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

/**
 * The clock of the run: `E2E_NOW` (e.g. `E2E_NOW=2026-03-29T01:55:00+01:00`) and `E2E_TZ` set
 * it for the whole suite, to check it at an awkward instant; otherwise the fixed default.
 */
export function suiteClock(env: NodeJS.ProcessEnv = process.env): TestClock {
  const now = env.E2E_NOW ?? DEFAULT_NOW;
  if (Number.isNaN(Date.parse(now))) throw new Error(`E2E_NOW is not an ISO instant: ${now}`);
  return { now, timeZone: env.E2E_TZ ?? DEFAULT_TIME_ZONE, providerOffsetMs: 0 };
}

/** The suite's clock with some fields changed, for the tests that run at chosen instants. */
export function testClock(overrides: Partial<TestClock> = {}): TestClock {
  return { ...suiteClock(), ...overrides };
}

/** The clock's start in epoch milliseconds, for test code that reasons about the catalogue. */
export const startMs = (clock: TestClock): number => Date.parse(clock.now);

/** Installs the clock in a fresh context, before any page of it loads. */
export async function installClock(context: BrowserContext, clock: TestClock): Promise<void> {
  await context.clock.install({ time: startMs(clock) });
  if (clock.providerOffsetMs !== 0) {
    await context.addInitScript((offset) => {
      try {
        localStorage.setItem('demo-clock-offset', String(offset));
      } catch {
        // A page without storage (about:blank) has no provider either.
      }
    }, clock.providerOffsetMs);
  }
}
