import type { SearchFields } from '../domain/search';

/** One searchable show: its id and the texts it is searched by. */
export interface SearchEntry {
  readonly id: string;
  readonly fields: SearchFields;
}

/** One hit: the show's id and its fuzzy score (0 is perfect). */
export interface SearchEngineHit {
  readonly id: string;
  readonly score: number;
}

/**
 * The fuzzy search over the guide's shows (spec point 9 settings). An implementation may run
 * off the page's main thread so that typing stays smooth over a large guide.
 */
export interface SearchEngine {
  /** Replaces the searched shows; later searches see them. */
  index(entries: readonly SearchEntry[]): void;
  /**
   * The hits of `query`, best first. A search overtaken by a newer one may resolve with
   * `null` (its answer is no longer wanted).
   */
  search(query: string): Promise<readonly SearchEngineHit[] | null>;
}

/** One engine for the app, made when a screen first asks for it. */
export const SEARCH_ENGINE = Symbol.for('SearchEngine');
