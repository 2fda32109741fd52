/** A position reached in a show, in seconds (spec point 3). */
export interface Bookmark {
  readonly showId: string;
  readonly at: number;
}

/** Positions above this many seconds (12 h) are rejected and not saved (spec point 9). */
export const BOOKMARK_MAX_SECONDS = 43_200;
/** A position closer than this many seconds to the saved one is not worth a call (spec point 9). */
export const BOOKMARK_MIN_CHANGE_SECONDS = 2;
/** A VOD position counts as a bookmark only above this many seconds (spec point 9). */
export const VOD_BOOKMARK_MIN_SECONDS = 20;
/** While a replay plays, its bookmark is saved at most this often (besides pause, stop and page hide). */
export const BOOKMARK_SAVE_INTERVAL_MS = 30_000;
/** Removing a show from watch-next sets its bookmark back to this position (spec point 4). */
export const WATCH_NEXT_REMOVED_AT = 0;

/** What to do with a new position: save it, ignore it as too small a change, or reject it. */
export type BookmarkDecision =
  | { readonly kind: 'save'; readonly at: number }
  | { readonly kind: 'ignore' }
  | { readonly kind: 'reject'; readonly reason: 'invalid' | 'too_large' };

/**
 * Decides whether position `at` replaces the saved position `saved` (undefined when none):
 * above 43200 s or not a valid position is rejected, a change under 2 s is ignored.
 * Watch-next removal writes WATCH_NEXT_REMOVED_AT directly: it is a reset, not a position.
 */
export function decideBookmark(saved: number | undefined, at: number): BookmarkDecision {
  if (!Number.isFinite(at) || at < 0) return { kind: 'reject', reason: 'invalid' };
  if (at > BOOKMARK_MAX_SECONDS) return { kind: 'reject', reason: 'too_large' };
  if (saved !== undefined && Math.abs(at - saved) < BOOKMARK_MIN_CHANGE_SECONDS) return { kind: 'ignore' };
  return { kind: 'save', at };
}

/** Whether a VOD position is worth resuming from: strictly above 20 s. */
export function isVodBookmark(at: number): boolean {
  return at > VOD_BOOKMARK_MIN_SECONDS;
}
