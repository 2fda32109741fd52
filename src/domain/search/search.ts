import Fuse, { type IFuseOptions } from 'fuse.js';

/** Fuzzy-match tolerance: 0 is exact, 1 matches anything (spec point 9). */
export const SEARCH_THRESHOLD = 0.4;
/** How much a match in each field counts (spec point 9). */
export const SEARCH_WEIGHTS = { title: 0.3, series: 0.3, channel: 0.7 } as const;
export type SearchKey = keyof typeof SEARCH_WEIGHTS;
export const SEARCH_KEYS: readonly SearchKey[] = ['title', 'series', 'channel'];

/** The texts a show is searched by: its title, its series title and its channel's name. */
export type SearchFields = Readonly<Record<SearchKey, string | undefined>>;

/** One result: the item, its Fuse score (0 is perfect) and its index in the searched list. */
export interface SearchHit<T> {
  readonly item: T;
  readonly score: number;
  readonly refIndex: number;
}

/**
 * Hits best first. A search may find most of 100,000 shows where its caller reads a few or
 * none, so the indexed search holds them as positions and scores and makes each `SearchHit` as
 * it is read; an array of hits is one too.
 */
export interface SearchHits<T> extends Iterable<SearchHit<T>> {
  readonly length: number;
  /** The hit at `index` (0 the best, a negative one counted from the end, as an array's `at`); undefined out of range. */
  at(index: number): SearchHit<T> | undefined;
}

/** A search over a fixed list, built once and queried at each keystroke. */
export interface Search<T> {
  /** Best hits first; a blank query finds nothing. `limit` keeps only the best ones. */
  search(query: string, limit?: number): SearchHits<T>;
}

/** The reference search answers an array. */
export interface PlainSearch<T> extends Search<T> {
  search(query: string, limit?: number): SearchHit<T>[];
}

/** The Fuse options of the product's search: threshold 0.4 and the weighted keys. */
export const SEARCH_OPTIONS: IFuseOptions<SearchFields> = {
  threshold: SEARCH_THRESHOLD,
  includeScore: true,
  keys: SEARCH_KEYS.map((name) => ({ name, weight: SEARCH_WEIGHTS[name] })),
};

/**
 * The reference search: fuse.js over every item, as the spec states it. Simple and exact, but
 * it scores every field of every item at each keystroke (see `createIndexedSearch` for lists
 * of tens of thousands of shows).
 */
export function createPlainSearch<T>(items: readonly T[], fields: (item: T) => SearchFields): PlainSearch<T> {
  const fuse = new Fuse(items.map(fields), SEARCH_OPTIONS);
  return {
    search(query, limit) {
      if (query.trim() === '') return [];
      const results = limit === undefined ? fuse.search(query) : fuse.search(query, { limit });
      return results.map(({ refIndex, score }) => ({ item: items[refIndex] as T, score: score ?? 0, refIndex }));
    },
  };
}
