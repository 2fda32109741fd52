import type { SearchEngineHit, SearchEntry } from '../../ports/search-engine.port';

/* The messages between the page and the search worker (search.worker.ts), kept apart from the worker's own code. */

/** What the page sends the search worker. */
export type SearchWorkerRequest =
  | { readonly type: 'index'; readonly entries: readonly SearchEntry[] }
  | { readonly type: 'search'; readonly ticket: number; readonly query: string };

/**
 * What the worker answers: the hits of a search, best first, as the positions of their entries
 * in the last `index` and their scores (two typed arrays, handed over without a copy, where
 * tens of thousands of objects would be cloned); null when a newer search overtook it.
 */
export interface SearchWorkerAnswer {
  readonly ticket: number;
  readonly hits: { readonly entries: Int32Array; readonly scores: Float64Array } | null;
}

/** The answer's hits as the engine gives them, from the entries the worker was given. */
export function hitsOf(answer: SearchWorkerAnswer['hits'], entries: readonly SearchEntry[]): SearchEngineHit[] | null {
  if (answer === null) return null;
  return Array.from(answer.entries, (entry, at) => ({ id: entries[entry]!.id, score: answer.scores[at]! }));
}
