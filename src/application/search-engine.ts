import { createIndexedSearch } from '../domain/search-index';
import type { SearchEngine, SearchEngineHit, SearchEntry } from '../ports/search-engine.port';

/** The hits of one query over an index of entries (shared by the in-page engine and the worker). */
export function searchEntries(search: ReturnType<typeof createIndexedSearch<SearchEntry>>, query: string): SearchEngineHit[] {
  return search.search(query).map((hit) => ({ id: hit.item.id, score: hit.score }));
}

export const indexEntries = (entries: readonly SearchEntry[]) => createIndexedSearch(entries, (entry) => entry.fields);

/** The search engine on the page's own thread: for tests, and where workers are not allowed. */
export function createInPageSearchEngine(): SearchEngine {
  let index = indexEntries([]);
  return {
    index(entries) {
      index = indexEntries(entries);
    },
    search: (query) => Promise.resolve(searchEntries(index, query)),
    dispose() {},
  };
}
