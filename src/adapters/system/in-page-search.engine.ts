import { groupHits, type GroupedHits } from '../../domain/search/search-groups';
import { createIndexedSearch } from '../../domain/search/search-index';
import type { SearchEngine, SearchEntry, SearchRequest } from '../../ports/search-engine.port';
import { answerOf } from './search-worker.protocol';

/** An index of search entries, built once per list (see `createIndexedSearch`), with when each ends and where each id is. */
export function indexEntries(entries: readonly SearchEntry[]) {
  return {
    search: createIndexedSearch(entries, (entry) => entry.fields),
    endsAt: Float64Array.from(entries, (entry) => entry.endsAt),
    positions: new Map(entries.map((entry, at) => [entry.id, at])),
  };
}

/** The groups of one search over an index: the best `limit` of each and their counts (see `groupHits`). */
export function searchEntries(
  index: ReturnType<typeof indexEntries>,
  { query, now, limit, extras }: SearchRequest,
): GroupedHits {
  const hits = index.search.match(query);
  const merged = extras.map((extra) => ({
    item: index.positions.get(extra.id) ?? -1,
    key: extra.id,
    score: extra.score,
    ended: extra.ended,
  }));
  return groupHits(hits, merged, index.endsAt, now, limit);
}

/**
 * The search engine on the page's own thread: for tests, and where a worker cannot run. A
 * search waits for the next task, so the keystroke is painted first, and only the latest of the
 * queries typed meanwhile is searched (the others resolve with null).
 */
export function createInPageSearchEngine(): SearchEngine {
  let entries: readonly SearchEntry[] = [];
  let index = indexEntries(entries);
  let latest = 0;
  return {
    index(next) {
      entries = next;
      index = indexEntries(next);
    },
    search(request) {
      const ticket = ++latest;
      return new Promise((resolve) =>
        setTimeout(
          () => resolve(ticket === latest ? answerOf(searchEntries(index, request), entries, request.extras) : null),
          0,
        ),
      );
    },
  };
}
