import type { Show } from './show';
import { Temporal } from './time';

/** A recording is deleted this long after its show started, unless archived (spec point 9). */
export const RECORDING_LIFETIME = Temporal.Duration.from({ hours: 120 * 24 });
/** A recording with fewer remaining days than this is "expiring soon" (spec point 9). */
export const EXPIRY_WARNING_DAYS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a (non-archived) recording of `show` disappears: 120 days after the show started. */
export function recordingExpiresAt(show: Pick<Show, 'startDate'>): Temporal.Instant {
  return show.startDate.add(RECORDING_LIFETIME);
}

/**
 * Whole days left before the recording expires, rounded down and never below 0, so
 * "fewer than 15 days" holds exactly when less than 15 × 24 h remain.
 */
export function remainingExpirationDays(show: Pick<Show, 'startDate'>, now: Temporal.Instant): number {
  const left = recordingExpiresAt(show).epochMilliseconds - now.epochMilliseconds;
  return Math.max(0, Math.floor(left / DAY_MS));
}

/** An archived recording never expires; any other warns when fewer than 15 days remain. */
export function isExpiringSoon(show: Pick<Show, 'startDate'>, archived: boolean, now: Temporal.Instant): boolean {
  return !archived && remainingExpirationDays(show, now) < EXPIRY_WARNING_DAYS;
}

/** One line of the recordings list: a single show, or a series with its recorded episodes. */
export type RecordingEntry =
  | { readonly kind: 'show'; readonly show: Show }
  | { readonly kind: 'serie'; readonly serieId: string; readonly title: string; readonly episodes: readonly Show[] };

/**
 * The "expiring soon" list (spec point 4): single recordings that expire soon, and series
 * reduced to their episodes that expire soon; a series with none is left out.
 */
export function expiringSoon(entries: readonly RecordingEntry[], archives: ReadonlySet<string>, now: Temporal.Instant): RecordingEntry[] {
  const soon = (show: Show) => isExpiringSoon(show, archives.has(show.id), now);
  return entries.flatMap((entry): RecordingEntry[] => {
    if (entry.kind === 'show') return soon(entry.show) ? [entry] : [];
    const episodes = entry.episodes.filter(soon);
    return episodes.length > 0 ? [{ ...entry, episodes }] : [];
  });
}
