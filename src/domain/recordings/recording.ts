import { calendarDaysBetween } from '../guide/guide-day';
import type { Show } from '../shows/show';
import { Temporal } from '../time';

/** A recording is deleted this long after its show started, unless archived (spec point 9). */
export const RECORDING_LIFETIME = Temporal.Duration.from({ hours: 120 * 24 });
/** A recording with fewer remaining days than this is "expiring soon" (spec point 9). */
export const EXPIRY_WARNING_DAYS = 15;

/** The instant a (non-archived) recording of `show` disappears: 120 days after the show started. */
export function recordingExpiresAt(show: Pick<Show, 'startDate'>): Temporal.Instant {
  return show.startDate.add(RECORDING_LIFETIME);
}

/**
 * Days left before the recording expires, counted in calendar days of the user's `timeZone`
 * (issue 18): from today (the day of `now`) to the day it expires, never below 0. A recording
 * expiring tomorrow at 01:00 has 1 day left at 23:30, one expiring today has 0.
 */
export function remainingExpirationDays(
  show: Pick<Show, 'startDate'>,
  now: Temporal.Instant,
  timeZone: string,
): number {
  return Math.max(0, calendarDaysBetween(now, recordingExpiresAt(show), timeZone));
}

/** An archived recording never expires; any other warns when fewer than 15 calendar days remain. */
export function isExpiringSoon(
  show: Pick<Show, 'startDate'>,
  archived: boolean,
  now: Temporal.Instant,
  timeZone: string,
): boolean {
  return !archived && remainingExpirationDays(show, now, timeZone) < EXPIRY_WARNING_DAYS;
}

/** One line of the recordings list: a single show, or a series with its recorded episodes. */
export type RecordingEntry =
  | { readonly kind: 'show'; readonly show: Show }
  | { readonly kind: 'serie'; readonly serieId: string; readonly title: string; readonly episodes: readonly Show[] };

/**
 * The "expiring soon" list (spec point 4): single recordings that expire soon, and series
 * reduced to their episodes that expire soon; a series with none is left out. Days are calendar
 * days of `timeZone`.
 */
export function expiringSoon(
  entries: readonly RecordingEntry[],
  archives: ReadonlySet<string>,
  now: Temporal.Instant,
  timeZone: string,
): RecordingEntry[] {
  const soon = (show: Show) => isExpiringSoon(show, archives.has(show.id), now, timeZone);
  return entries.flatMap((entry): RecordingEntry[] => {
    if (entry.kind === 'show') return soon(entry.show) ? [entry] : [];
    const episodes = entry.episodes.filter(soon);
    return episodes.length > 0 ? [{ ...entry, episodes }] : [];
  });
}
