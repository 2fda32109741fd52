import { useSelector } from '@xstate/react';
import type { ClockService } from '../../../application/clock/clock.service';
import { CLOCK_SERVICE } from '../../../application/tokens';
import type { Temporal } from '../../../domain/time';
import { useService } from '../services';

/** The current instant, as the app clock gives it: it moves once a minute (spec point 9). */
export function useNow(): Temporal.Instant {
  const { actor } = useService<ClockService>(CLOCK_SERVICE);
  return useSelector(actor, (snapshot) => snapshot.context.now);
}

/** Whether the device clock differs from the server's by more than 30 seconds (spec point 5). */
export function useClockIncorrect(): boolean {
  const { actor } = useService<ClockService>(CLOCK_SERVICE);
  return useSelector(actor, (snapshot) => snapshot.context.incorrect);
}

/** The user's time zone, from the clock port (the one place that reads it): calendar days are its days. */
export function useTimeZone(): string {
  return useService<ClockService>(CLOCK_SERVICE).timeZone;
}
