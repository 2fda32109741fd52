/** What the provider knows of the user's relation to shows (GET show/extras/, spec point 7). */
export interface ShowExtras {
  /** Ids of recorded shows. */
  readonly recordings: ReadonlySet<string>;
  /** Ids of archived recordings (kept beyond the 120-day lifetime). */
  readonly archives: ReadonlySet<string>;
  /** Ids of series recorded as a whole. */
  readonly serials: ReadonlySet<string>;
  /** Retention of each recorded series: episodes kept, 0 for all. */
  readonly retention: ReadonlyMap<string, number>;
  /** Reached position per show id, in seconds. */
  readonly bookmarks: ReadonlyMap<string, number>;
  /** Ids of shows already seen. */
  readonly seen: ReadonlySet<string>;
}

/** The extras of a visitor, or before they are loaded: nothing recorded, nothing seen. */
export const EMPTY_EXTRAS: ShowExtras = {
  recordings: new Set(),
  archives: new Set(),
  serials: new Set(),
  retention: new Map(),
  bookmarks: new Map(),
  seen: new Set(),
};
