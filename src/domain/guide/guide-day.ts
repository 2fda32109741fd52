import type { TimeWindow } from './guide';
import { Temporal } from '../time';

/**
 * Calendar days in the user's time zone (issue 18): a day is 23, 24 or 25 hours long, a show
 * over midnight belongs to both its days, and "today" is the day of now in that zone.
 */

/** The calendar day of `at` in `timeZone`. */
export function dayOf(at: Temporal.Instant, timeZone: string): Temporal.PlainDate {
  return at.toZonedDateTimeISO(timeZone).toPlainDate();
}

/** Whether `day` is today at `now` in `timeZone`. */
export function isToday(day: Temporal.PlainDate, now: Temporal.Instant, timeZone: string): boolean {
  return day.equals(dayOf(now, timeZone));
}

/** From the start of `day` to the start of the next, in `timeZone` (23 or 25 hours on a DST change). */
export function dayWindow(day: Temporal.PlainDate, timeZone: string): TimeWindow {
  return {
    start: day.toZonedDateTime({ timeZone }).toInstant(),
    stop: day.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant(),
  };
}

/** Whether a span (a show, a view) has a part on `day`: a show over midnight is on both days. */
export function overlapsDay(span: TimeWindow, day: Temporal.PlainDate, timeZone: string): boolean {
  const { start, stop } = dayWindow(day, timeZone);
  return Temporal.Instant.compare(span.start, stop) < 0 && Temporal.Instant.compare(start, span.stop) < 0;
}

/**
 * The day the user is looking at in a guide view: today while now is in view (at 23:33 the
 * view reaches past midnight, yet the user looks at tonight), else the day of the view's middle.
 */
export function dayInView(view: TimeWindow, now: Temporal.Instant, timeZone: string): Temporal.PlainDate {
  const nowInView = Temporal.Instant.compare(view.start, now) <= 0 && Temporal.Instant.compare(now, view.stop) < 0;
  if (nowInView) return dayOf(now, timeZone);
  const middle = Temporal.Instant.fromEpochMilliseconds(
    Math.floor((view.start.epochMilliseconds + view.stop.epochMilliseconds) / 2),
  );
  return dayOf(middle, timeZone);
}

/** Calendar days from the day of `from` to the day of `to` in `timeZone` (negative backwards). */
export function calendarDaysBetween(from: Temporal.Instant, to: Temporal.Instant, timeZone: string): number {
  return dayOf(from, timeZone).until(dayOf(to, timeZone), { largestUnit: 'days' }).days;
}
