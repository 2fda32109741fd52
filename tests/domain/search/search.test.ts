import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import {
  createPlainSearch,
  SEARCH_OPTIONS,
  SEARCH_THRESHOLD,
  SEARCH_WEIGHTS,
  type SearchFields,
} from '../../../src/domain/search/search';
import { allowedEdits } from '../../../src/domain/search/search-filter';
import { createIndexedSearch } from '../../../src/domain/search/search-index';
import { rankHits } from '../../../src/domain/search/search-rank';

const same = (fields: SearchFields) => fields;
const shows: SearchFields[] = [
  { title: 'Le Journal', series: undefined, channel: 'RTS 1' },
  { title: 'Meteo', series: undefined, channel: 'RTS 2' },
  { title: 'Tatort', series: 'Tatort', channel: 'SRF 1' },
  { title: 'Les Experts', series: 'Les Experts', channel: 'TF1' },
  { title: 'Journal du soir', series: undefined, channel: 'France 2' },
];

describe('fuzzy search with fuse.js: threshold 0.4, weights title 0.3, series 0.3, channel 0.7 (spec point 9)', () => {
  it('should hold the spec constants in its options', () => {
    expect(SEARCH_THRESHOLD).toBe(0.4);
    expect(SEARCH_WEIGHTS).toEqual({ title: 0.3, series: 0.3, channel: 0.7 });
    expect(SEARCH_OPTIONS).toMatchObject({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.3 },
        { name: 'series', weight: 0.3 },
        { name: 'channel', weight: 0.7 },
      ],
    });
  });

  it.each([createPlainSearch, createIndexedSearch])(
    '%o should find a misspelt title and nothing for nonsense',
    (create) => {
      const search = create(shows, same);
      expect(Array.from(search.search('jurnal'), (hit) => hit.item.title)).toEqual(['Le Journal', 'Journal du soir']);
      expect(search.search('qqqqqq')).toHaveLength(0);
      expect(search.search('   ')).toHaveLength(0);
    },
  );

  it('should rank a channel match above an equal title match (weight 0.7 against 0.3)', () => {
    const search = createPlainSearch(
      [
        { title: 'Arte', series: undefined, channel: 'RTS 1' },
        { title: 'Le Film', series: undefined, channel: 'Arte' },
      ],
      same,
    );
    expect(search.search('arte').map((hit) => hit.item.channel)).toEqual(['Arte', 'RTS 1']);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [4, 1],
    [5, 2],
    [10, 4],
    [32, 12],
  ])('a query of %i characters should allow %i edits', (length, edits) => {
    expect(allowedEdits(length)).toBe(edits);
  });
});

describe('the indexed search returns what fuse.js returns', () => {
  const alphabet = fc.constantFrom(...'aeioulnrstjmé É.-1 '.split(''));
  const text = fc.string({ unit: alphabet, maxLength: 60 });
  const doc = fc.record({
    title: text,
    series: fc.option(text, { nil: undefined }),
    channel: fc.constantFrom('RTS 1', 'SRF zwei', 'Arte', ''),
  });
  const query = fc.oneof(
    fc.string({ unit: alphabet, minLength: 1, maxLength: 12 }),
    fc.string({ unit: alphabet, minLength: 30, maxLength: 40 }),
  );

  it('should match the plain search item for item and score for score, with and without a limit', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 40 }),
        query,
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        (docs, q, limit) => {
          const plain = createPlainSearch(docs, same).search(q, limit);
          const indexed = createIndexedSearch(docs, same).search(q, limit);
          expect(Array.from(indexed, (hit) => [hit.refIndex, hit.score])).toEqual(
            plain.map((hit) => [hit.refIndex, hit.score]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should match the plain search at every keystroke of one typing session, letters added and removed', () => {
    // One index serves the whole session: a keystroke that extends the query reuses what the
    // one before found (search-index.ts), which must never lose a match nor change a score.
    const edit = fc.oneof(fc.string({ unit: alphabet, minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 4 }));
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 40 }), fc.array(edit, { minLength: 1, maxLength: 12 }), (docs, edits) => {
        const plain = createPlainSearch(docs, same);
        const indexed = createIndexedSearch(docs, same);
        let typed = '';
        for (const step of edits) {
          typed = typeof step === 'string' ? typed + step : typed.slice(0, Math.max(0, typed.length - step));
          for (let at = 1; at <= typed.length; at++) {
            const q = typed.slice(0, at);
            expect(Array.from(indexed.search(q), (hit) => [hit.refIndex, hit.score])).toEqual(
              plain.search(q).map((hit) => [hit.refIndex, hit.score]),
            );
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('should agree with fuse.js on texts drawn from real titles', () => {
    const titles = [
      'Le Journal',
      'Journal du soir',
      'Les Experts: Miami',
      'Meteo regionale',
      'Tatort',
      'Top Models',
      'Jour de fete',
      'Journey',
    ];
    const docs = titles.flatMap((title, i) =>
      titles.map((series, j) => ({ title, series: (i + j) % 3 === 0 ? series : undefined, channel: `RTS ${j}` })),
    );
    const fuse = new Fuse(docs, SEARCH_OPTIONS);
    const indexed = createIndexedSearch(docs, same);
    for (const q of ['j', 'jo', 'jou', 'jour', 'journ', 'journa', 'journal', 'rts 3', 'exprets', 'topmodel']) {
      expect(Array.from(indexed.search(q), (hit) => [hit.refIndex, hit.score])).toEqual(
        fuse.search(q).map((hit) => [hit.refIndex, hit.score]),
      );
    }
  });
});

describe('the indexed search over many shows, a query finding a few of them or most', () => {
  // Shows matched by more than one key among many that are not (the tally of search-index.ts).
  const words = [
    'journal',
    'meteo',
    'tatort',
    'sport',
    'cuisine',
    'alpes',
    'suisse',
    'detective',
    'nuit',
    'jazz',
    'ocean',
    'planete',
  ];
  const docs = Array.from({ length: 600 }, (_, i) => {
    const title = `${words[i % words.length]} ${words[(i * 7) % 11]}${i % 50 === 0 ? ' special' : ''}`;
    return { title, series: i % 3 === 0 ? title : undefined, channel: i % 40 === 0 ? 'Special 1' : `RTS ${i % 5}` };
  });

  it.each(['special', 'speciel', 'rts', 'rts 1', 'journal', 'jazz', 'e', 'nuit suisse'])(
    'should give what fuse.js gives for %s',
    (q) => {
      const indexed = createIndexedSearch(docs, same);
      const fuse = new Fuse(docs, SEARCH_OPTIONS);
      expect(Array.from(indexed.search(q), (hit) => [hit.refIndex, hit.score])).toEqual(
        fuse.search(q).map((hit) => [hit.refIndex, hit.score]),
      );
    },
  );
});

describe('ranking hits by score, then list order', () => {
  const scores = Float64Array.from([
    0.5, 0.1, 0.5, 0.3, 0.1, 0.9, 0.2, 0.5, 0.4, 0.6, 0.1, 0.7, 0.3, 0.8, 0.2, 0.05, 0.5,
  ]);
  const expected = Array.from(scores.keys()).sort((a, b) => scores[a]! - scores[b]! || a - b);

  it.each([1, 2, 5, 17, 100])('the best %i should follow fuse.js order', (limit) => {
    expect(Array.from(rankHits(scores, limit))).toEqual(expected.slice(0, limit));
  });

  it('should return nothing for no hits or no room', () => {
    expect(rankHits(new Float64Array(0), 5)).toHaveLength(0);
    expect(rankHits(scores, 0)).toHaveLength(0);
  });
});
