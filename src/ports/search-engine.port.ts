import type { SearchFields } from '../domain/search/search';

/** One searchable show: its id, the texts it is searched by and when it ends (epoch ms). */
export interface SearchEntry {
  readonly id: string;
  readonly fields: SearchFields;
  readonly endsAt: number;
}

/** A show found elsewhere (the provider's search), scored by the same rule, merged into the hits. */
export interface SearchExtra {
  readonly id: string;
  readonly score: number;
  readonly ended: boolean;
}

/** One search: the query, the instant that splits ended shows from the others, how many hits per group, the extras. */
export interface SearchRequest {
  readonly query: string;
  readonly now: number;
  readonly limit: number;
  readonly extras: readonly SearchExtra[];
}

/** One drawn hit: a show of the index (by id) or an extra (by its position in the request's extras). */
export interface SearchEngineHit {
  readonly id: string;
  readonly score: number;
  /** The position of the extra whose show this is, or -1 for the index's own show. */
  readonly extra: number;
}

/** A group's best hits, best first, and how many hits the group has in all. */
export interface SearchEngineGroup {
  readonly hits: readonly SearchEngineHit[];
  readonly count: number;
}

/** Every hit, the hits not ended at `now`, and those ended (see domain/search-groups.ts for the order). */
export interface SearchEngineAnswer {
  readonly all: SearchEngineGroup;
  readonly notEnded: SearchEngineGroup;
  readonly ended: SearchEngineGroup;
}

/**
 * The fuzzy search over the guide's shows (spec point 9 settings). An implementation may run
 * off the page's main thread so that typing stays smooth over a large guide; it answers only
 * what the screen draws.
 */
export interface SearchEngine {
  /** Replaces the searched shows; later searches see them. */
  index(entries: readonly SearchEntry[]): void;
  /** The groups of a search. A search overtaken by a newer one may resolve with `null` (its answer is no longer wanted). */
  search(request: SearchRequest): Promise<SearchEngineAnswer | null>;
}

/** One engine for the app, made when a screen first asks for it. */
export const SEARCH_ENGINE = Symbol.for('SearchEngine');
