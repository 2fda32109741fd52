import { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';

/**
 * The device's clock: the one place that reads the current time and the device's time zone. It
 * reads `Date.now()`, as the Temporal polyfill does: the browser's own `Temporal.Now` would not
 * follow a clock set on the page (the end-to-end tests' clock, tests/e2e/clock.ts). The time zone
 * is Temporal's: `Intl.DateTimeFormat().resolvedOptions()` made the start wait about 20 ms for
 * the browser's date formats (80 ms at 4x CPU), which no screen needs before it draws a time.
 */
export const systemClock: Clock = {
  now: () => Temporal.Instant.fromEpochMilliseconds(Date.now()),
  timeZone: () => Temporal.Now.timeZoneId(),
};
