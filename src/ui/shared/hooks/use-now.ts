import { useEffect, useState } from 'react';
import { CLOCK_TICK } from '../../../domain/clock';
import type { Temporal } from '../../../domain/time';
import { CLOCK, type Clock } from '../../../ports/clock.port';
import { useService } from '../services';

/** The current instant, refreshed every clock tick. */
export function useNow(): Temporal.Instant {
  const clock = useService<Clock>(CLOCK);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), CLOCK_TICK.total('milliseconds'));
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
