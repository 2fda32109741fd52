/// <reference lib="webworker" />
import type { SearchEngineHit, SearchEntry } from '../../ports/search-engine.port';
import { indexEntries, searchEntries } from './in-page-search.engine';

/** What the page sends the search worker. */
export type SearchWorkerRequest =
  | { readonly type: 'index'; readonly entries: readonly SearchEntry[] }
  | { readonly type: 'search'; readonly ticket: number; readonly query: string };

/** What the worker answers: the hits of a search, or null when a newer search overtook it. */
export interface SearchWorkerAnswer {
  readonly ticket: number;
  readonly hits: readonly SearchEngineHit[] | null;
}

/*
 * The search off the main thread. Searches queue while one runs; of those queued, only the
 * latest is searched: the page wants the results of what is typed now.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let index = indexEntries([]);
let pending: Extract<SearchWorkerRequest, { type: 'search' }> | undefined;
let scheduled = false;

function runLatest(): void {
  scheduled = false;
  const request = pending;
  pending = undefined;
  if (request) scope.postMessage({ ticket: request.ticket, hits: searchEntries(index, request.query) } satisfies SearchWorkerAnswer);
}

scope.onmessage = ({ data }: MessageEvent<SearchWorkerRequest>) => {
  if (data.type === 'index') {
    index = indexEntries(data.entries);
    return;
  }
  if (pending) scope.postMessage({ ticket: pending.ticket, hits: null } satisfies SearchWorkerAnswer);
  pending = data;
  if (!scheduled) {
    scheduled = true;
    setTimeout(runLatest, 0);
  }
};
