import { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';

/** The device's clock: the one place that reads the current time. */
export const systemClock: Clock = { now: () => Temporal.Now.instant() };
