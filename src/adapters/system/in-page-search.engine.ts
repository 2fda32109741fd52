import { createIndexedSearch } from '../../domain/search-index';
import type { SearchEngine, SearchEngineHit, SearchEntry } from '../../ports/search-engine.port';

/** An index of search entries, built once per list (see `createIndexedSearch`). */
export const indexEntries = (entries: readonly SearchEntry[]) => createIndexedSearch(entries, (entry) => entry.fields);

/** The hits of one query over an index, best first. */
export function searchEntries(index: ReturnType<typeof indexEntries>, query: string): SearchEngineHit[] {
  return index.search(query).map((hit) => ({ id: hit.item.id, score: hit.score }));
}

/**
 * The search engine on the page's own thread: for tests, and where a worker cannot run. A
 * search waits for the next task, so the keystroke is painted first, and only the latest of the
 * queries typed meanwhile is searched (the others resolve with null).
 */
export function createInPageSearchEngine(): SearchEngine {
  let index = indexEntries([]);
  let latest = 0;
  return {
    index(entries) {
      index = indexEntries(entries);
    },
    search(query) {
      const ticket = ++latest;
      return new Promise((resolve) => setTimeout(() => resolve(ticket === latest ? searchEntries(index, query) : null), 0));
    },
  };
}
