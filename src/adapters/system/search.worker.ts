/// <reference lib="webworker" />
import { indexEntries } from './in-page-search.engine';
import type { SearchWorkerAnswer, SearchWorkerRequest } from './search-worker.protocol';

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
  if (!request) return;
  const found = index.search(request.query);
  const hits = { entries: Int32Array.from(found, (hit) => hit.refIndex), scores: Float64Array.from(found, (hit) => hit.score) };
  scope.postMessage({ ticket: request.ticket, hits } satisfies SearchWorkerAnswer, [hits.entries.buffer, hits.scores.buffer]);
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
