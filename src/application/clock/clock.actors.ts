import { fromPromise } from 'xstate';
import type { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';

/** The device-side I/O of the clock machine; the server date comes from an API port, bound by the composition root. */
export function createClockActors(clock: Clock) {
  return {
    readClock: fromPromise<Temporal.Instant>(async () => clock.now()),
  };
}
