import { clampGuideView, type TimeWindow } from '../../domain/guide/guide';
import { Temporal } from '../../domain/time';

/** The days the guide reaches, first to last, as the start of each day in `timeZone`. */
export function guideDays(bounds: TimeWindow, timeZone: string): Temporal.ZonedDateTime[] {
  const first = bounds.start.toZonedDateTimeISO(timeZone).startOfDay();
  const days: Temporal.ZonedDateTime[] = [];
  for (
    let day = first;
    Temporal.Instant.compare(day.toInstant(), bounds.stop) < 0;
    day = day.add({ days: 1 }).startOfDay()
  )
    days.push(day);
  return days;
}

/** The index of the day that holds `at` (clamped to the first and last day). */
export function dayIndexAt(at: Temporal.Instant, days: readonly Temporal.ZonedDateTime[]): number {
  let index = 0;
  while (index + 1 < days.length && Temporal.Instant.compare(days[index + 1]!.toInstant(), at) <= 0) index += 1;
  return index;
}

/**
 * The view of `length` on day `index` that keeps the wall-clock time of `middle` at its middle,
 * moved as little as needed to stay inside the bounds.
 */
export function viewOnDay(
  index: number,
  days: readonly Temporal.ZonedDateTime[],
  middle: Temporal.Instant,
  length: Temporal.Duration,
  bounds: TimeWindow,
): TimeWindow {
  const day = days[Math.min(days.length - 1, Math.max(0, index))]!;
  const clock = middle.toZonedDateTimeISO(day.timeZoneId).toPlainTime();
  const target = day.withPlainTime(clock).toInstant();
  return clampGuideView(
    target.subtract(Temporal.Duration.from({ milliseconds: Math.round(length.total('milliseconds') / 2) })),
    bounds,
    length,
  );
}
