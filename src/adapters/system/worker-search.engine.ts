import type { SearchEngine, SearchEntry } from '../../ports/search-engine.port';
import { answerOf, type SearchWorkerAnswer, type SearchWorkerRequest } from './search-worker.protocol';
import searchWorkerUrl from './search.worker?worker&url';

/**
 * The Trusted Types policy that lets the search worker start (server/nginx.conf.template names
 * it): it trusts exactly the built worker's own address.
 */
export const SEARCH_POLICY_NAME = 'zapline-search';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

let policy: { createScriptURL(url: string): unknown } | undefined;

function trustedWorkerUrl(): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory === undefined) return searchWorkerUrl;
  policy ??= factory.createPolicy(SEARCH_POLICY_NAME, {
    createScriptURL: (url) => {
      if (url !== searchWorkerUrl) throw new TypeError(`${url} is not the search worker`);
      return url;
    },
  });
  return policy.createScriptURL(searchWorkerUrl) as string;
}

/**
 * The search engine in a worker, so that typing stays smooth over a large guide (issue 13:
 * 16 ms per keystroke at 100,000 shows). Where the worker cannot start or fails, the searches
 * go on in the page, with the search code loaded then (it stays out of the page's first load).
 */
export function createWorkerSearchEngine(): SearchEngine {
  let entries: readonly SearchEntry[] = [];
  let fallback: Promise<SearchEngine> | undefined;
  let ticket = 0;
  const waiting = new Map<number, (groups: SearchWorkerAnswer['groups']) => void>();
  let worker: Worker | undefined;

  const fallBack = () => {
    worker?.terminate();
    worker = undefined;
    fallback ??= import('./in-page-search.engine').then(({ createInPageSearchEngine }) => createInPageSearchEngine());
    // Chained in call order: the shows are indexed before any later search runs.
    const indexed = entries;
    void fallback.then((engine) => engine.index(indexed));
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
  };
  try {
    worker = new Worker(trustedWorkerUrl(), { type: 'module', name: 'search' });
    worker.onmessage = ({ data }: MessageEvent<SearchWorkerAnswer>) => {
      waiting.get(data.ticket)?.(data.groups);
      waiting.delete(data.ticket);
    };
    worker.onerror = fallBack;
  } catch {
    fallBack();
  }
  const post = (request: SearchWorkerRequest) => worker?.postMessage(request);

  return {
    index(next) {
      entries = next;
      if (fallback) void fallback.then((engine) => engine.index(next));
      else post({ type: 'index', entries: next });
    },
    search(request) {
      if (fallback) return fallback.then((engine) => engine.search(request));
      const current = ++ticket;
      return new Promise((resolve) => {
        // The worker answers with positions in the entries it had when this search was asked.
        const asked = entries;
        waiting.set(current, (groups) => resolve(answerOf(groups, asked, request.extras)));
        post({ type: 'search', ticket: current, request });
      });
    },
  };
}
