import { describe, expect, it } from 'vitest';
import { createInPageSearchEngine } from '../../../src/adapters/system/in-page-search.engine';
import { createPlainSearch } from '../../../src/domain/search';

const entries = [
  { id: 'a', fields: { title: 'Le Journal', series: undefined, channel: 'RTS 1' } },
  { id: 'b', fields: { title: 'Météo', series: undefined, channel: 'Arte' } },
  { id: 'c', fields: { title: 'Journal de la nuit', series: 'Journal', channel: 'Vallée' } },
];

describe('the in-page search engine', () => {
  it('should give the hits and scores of the spec’s fuzzy search', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const expected = createPlainSearch(entries, (entry) => entry.fields).search('journal').map((hit) => ({ id: hit.item.id, score: hit.score }));
    expect(await engine.search('journal')).toEqual(expected);
  });

  it('should search only the latest of the queries typed meanwhile', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries);
    const answers = await Promise.all([engine.search('j'), engine.search('jo'), engine.search('météo')]);
    expect(answers.map((hits) => hits?.map((hit) => hit.id) ?? null)).toEqual([null, null, ['b']]);
  });

  it('should search the latest shows indexed', async () => {
    const engine = createInPageSearchEngine();
    engine.index(entries.slice(0, 1));
    engine.index(entries.slice(1));
    expect((await engine.search('météo'))?.map((hit) => hit.id)).toEqual(['b']);
  });
});
