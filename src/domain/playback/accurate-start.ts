import type { Show } from '../shows/show';
import { showDurationSeconds } from '../shows/show';
import { Temporal } from '../time';

/** How long start-over waits for accurate/{id}/ (spec point 7: cached read, timeout 500 ms); later, it starts as without it. */
export const ACCURATE_TIMEOUT = Temporal.Duration.from({ milliseconds: 500 });

/**
 * Where start-over starts in the replay of `show` on a channel flagged `isAccurate`: at the exact
 * start the provider's accurate/{id}/ gives (`exactStartTime`), in seconds after the scheduled
 * start. 0 (the scheduled start, as on other channels) when the answer is missing, is another
 * show, has no exact start, or gives one outside the show.
 */
export function accurateStartSeconds(show: Show, accurate: Show | null): number {
  const exact = accurate?.id === show.id ? accurate.exactStartTime : undefined;
  if (exact === undefined) return 0;
  const seconds = Math.floor(show.startDate.until(exact).total('seconds'));
  return seconds > 0 && seconds < showDurationSeconds(show) ? seconds : 0;
}
