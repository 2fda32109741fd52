import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerOf,
  type SearchWorkerAnswer,
  type SearchWorkerRequest,
} from '../../../src/adapters/system/search-worker.protocol';
import type { SearchEntry, SearchRequest } from '../../../src/ports/search-engine.port';

const NOW = 10_000;
const entry = (id: string, title: string): SearchEntry => ({
  id,
  fields: { title, series: undefined, channel: 'RTS 1' },
  endsAt: NOW + 1,
});
const asking = (query: string): SearchRequest => ({ query, now: NOW, limit: 60, extras: [] });

/** The worker's module over a fake worker scope: what it was sent, and what it answered. */
async function startWorker() {
  const answers: SearchWorkerAnswer[] = [];
  const scope = {
    onmessage: null as ((event: { data: SearchWorkerRequest }) => void) | null,
    postMessage: (answer: SearchWorkerAnswer) => void answers.push(answer),
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  await import('../../../src/adapters/system/search.worker');
  const send = (data: SearchWorkerRequest) => scope.onmessage!({ data });
  return { answers, send };
}

describe('the search worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should answer a search in the positions of the shows it was asked over, also when new shows come before it runs (found by the random walk: a page error on a result past the new list)', async () => {
    const { answers, send } = await startWorker();
    const before = [entry('a', 'Météo'), entry('b', 'Le Journal')];
    const after = [entry('d', 'Journal du soir'), entry('c', 'Sport')];
    send({ type: 'index', entries: before });
    send({ type: 'search', ticket: 1, request: asking('journal') });
    // The page indexes the next shows while the search waits its turn.
    send({ type: 'index', entries: after });
    await vi.runAllTimersAsync();
    send({ type: 'search', ticket: 2, request: asking('journal') });
    await vi.runAllTimersAsync();

    const [first, second] = answers;
    expect(first?.ticket).toBe(1);
    expect(answerOf(first!.groups, before, [])?.all.hits.map((hit) => hit.id)).toEqual(['b']);
    expect(second?.ticket).toBe(2);
    expect(answerOf(second!.groups, after, [])?.all.hits.map((hit) => hit.id)).toEqual(['d']);
  });

  it('should search only the latest of the searches that queued, telling the others they were overtaken', async () => {
    const { answers, send } = await startWorker();
    send({ type: 'index', entries: [entry('b', 'Le Journal')] });
    send({ type: 'search', ticket: 1, request: asking('jour') });
    send({ type: 'search', ticket: 2, request: asking('journal') });
    await vi.runAllTimersAsync();
    expect(answers.map((answer) => [answer.ticket, answer.groups === null])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
