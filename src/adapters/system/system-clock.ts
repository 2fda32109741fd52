import { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';

/** The device's clock: the one place that reads the current time and the device's time zone. */
export const systemClock: Clock = {
  now: () => Temporal.Now.instant(),
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
};
