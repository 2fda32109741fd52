import { Temporal } from '../time';

/** The guide reaches this many days before today (spec point 9). */
export const GUIDE_DAYS_BACK = 7;
/** The guide reaches this many days after today (spec point 9). */
export const GUIDE_DAYS_FORWARD = 7;
/** Default span of the guide view (spec point 9). */
export const EPG_WINDOW = Temporal.Duration.from({ hours: 5 });
/** The picture in guide follows the focused row once the focus rested on it this long. */
export const PIG_SETTLE_MS = 1500;

/** A span of time, start included, stop excluded. */
export interface TimeWindow {
  readonly start: Temporal.Instant;
  readonly stop: Temporal.Instant;
}

/**
 * What the guide may show around `now` in `timeZone`: from the start of the day 7 days before
 * today to the end of the day 7 days after today (days of the user's calendar, so DST is kept).
 */
export function guideBounds(now: Temporal.Instant, timeZone: string): TimeWindow {
  const today = now.toZonedDateTimeISO(timeZone).startOfDay();
  return {
    start: today.subtract({ days: GUIDE_DAYS_BACK }).toInstant(),
    stop: today
      .add({ days: GUIDE_DAYS_FORWARD + 1 })
      .startOfDay()
      .toInstant(),
  };
}

/** Clamps an instant into the bounds (the stop itself is the latest allowed). */
export function clampInstant(at: Temporal.Instant, bounds: TimeWindow): Temporal.Instant {
  if (Temporal.Instant.compare(at, bounds.start) < 0) return bounds.start;
  if (Temporal.Instant.compare(at, bounds.stop) > 0) return bounds.stop;
  return at;
}

/**
 * The guide view starting at `start` (EPG_WINDOW long unless told), moved as little as needed
 * to stay inside the bounds; a window longer than the bounds is the bounds.
 */
export function clampGuideView(
  start: Temporal.Instant,
  bounds: TimeWindow,
  length: Temporal.Duration = EPG_WINDOW,
): TimeWindow {
  const latestStart = bounds.stop.subtract(length);
  if (Temporal.Instant.compare(latestStart, bounds.start) <= 0) return bounds;
  const clamped = clampInstant(start, { start: bounds.start, stop: latestStart });
  return { start: clamped, stop: clamped.add(length) };
}
