import { describe, expect, it } from 'vitest';
import { createInPageSearchEngine } from '../../../src/adapters/system/in-page-search.engine';
import { createPlainSearch } from '../../../src/domain/search/search';
import type { SearchRequest } from '../../../src/ports/search-engine.port';

const NOW = 10_000;
const entries = [
  { id: 'a', fields: { title: 'Le Journal', series: undefined, channel: 'RTS 1' }, endsAt: NOW - 1 },
  { id: 'b', fields: { title: 'Météo', series: undefined, channel: 'Arte' }, endsAt: NOW + 1 },
  { id: 'c', fields: { title: 'Journal de la nuit', series: 'Journal', channel: 'Vallée' }, endsAt: NOW + 1 },
];
const asking = (query: string, more: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  now: NOW,
  limit: 60,
  extras: [],
  ...more,
});
const ids = (hits: readonly { id: string }[] | undefined) => hits?.map((hit) => hit.id) ?? null;

describe('the in-page search engine', () => {
  it('should give the hits and scores of the spec’s fuzzy search, best first', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const expected = createPlainSearch(entries, (entry) => entry.fields)
      .search('journal')
      .map((hit) => ({ id: hit.item.id, score: hit.score, extra: -1 }));
    expect((await engine.search(asking('journal')))?.all).toEqual({ hits: expected, count: expected.length });
  });

  it('should split the hits into those not ended and those ended at the instant asked', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const answer = await engine.search(asking('journal'));
    expect([ids(answer?.notEnded.hits), ids(answer?.ended.hits)]).toEqual([['c'], ['a']]);
  });

  it('should answer only the best `limit` of each group and count them all', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const answer = await engine.search(asking('journal', { limit: 1 }));
    expect([answer?.all.hits.length, answer?.all.count]).toEqual([1, 2]);
  });

  it('should merge the extras, keeping a show found by both once', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const answer = await engine.search(
      asking('journal', {
        extras: [
          { id: 'c', score: 0, ended: false },
          { id: 'z', score: 0.99, ended: true },
        ],
      }),
    );
    expect(answer?.all.hits.map((hit) => [hit.id, hit.extra])).toEqual([
      ['c', 0],
      ['a', -1],
      ['z', 1],
    ]);
  });

  it('should search only the latest of the queries typed meanwhile', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const answers = await Promise.all([
      engine.search(asking('j')),
      engine.search(asking('jo')),
      engine.search(asking('météo')),
    ]);
    expect(answers.map((answer) => ids(answer?.all.hits))).toEqual([null, null, ['b']]);
  });

  it('should search the latest shows indexed', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries.slice(0, 1));
    engine.index(entries.slice(1));
    expect(ids((await engine.search(asking('météo')))?.all.hits)).toEqual(['b']);
  });
});
