import { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';

/**
 * The device's clock: the one place that reads the current time and the device's time zone. It
 * reads `Date.now()`, as the Temporal polyfill does: the browser's own `Temporal.Now` would not
 * follow a clock set on the page (the end-to-end tests' clock, tests/e2e/clock.ts).
 */
export const systemClock: Clock = {
  now: () => Temporal.Instant.fromEpochMilliseconds(Date.now()),
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
};
