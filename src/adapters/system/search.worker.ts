/// <reference lib="webworker" />
import { indexEntries, searchEntries } from './in-page-search.engine';
import { transferablesOf, type SearchWorkerAnswer, type SearchWorkerRequest } from './search-worker.protocol';

/*
 * The search off the main thread. Searches queue while one runs; of those queued, only the
 * latest is searched: the page wants the results of what is typed now. A search runs over the
 * shows the page had indexed when it asked. Each answer holds only
 * the best hits of each group and the groups' counts.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let index = indexEntries([]);
let pending: Extract<SearchWorkerRequest, { type: 'search' }> | undefined;
let scheduled = false;

function runLatest(): void {
  scheduled = false;
  const asked = pending;
  pending = undefined;
  if (!asked) return;
  const groups = searchEntries(index, asked.request);
  scope.postMessage({ ticket: asked.ticket, groups } satisfies SearchWorkerAnswer, transferablesOf(groups));
}

scope.onmessage = ({ data }: MessageEvent<SearchWorkerRequest>) => {
  if (data.type === 'index') {
    // A search asked before these shows is answered first, in the positions of the shows the page
    // asked it over (it maps the answer onto those): on the new ones a position may name another
    // show, or none.
    runLatest();
    index = indexEntries(data.entries);
    return;
  }
  if (pending) scope.postMessage({ ticket: pending.ticket, groups: null } satisfies SearchWorkerAnswer);
  pending = data;
  if (!scheduled) {
    scheduled = true;
    setTimeout(runLatest, 0);
  }
};
