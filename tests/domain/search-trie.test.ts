import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayMatch, requirement } from '../../src/domain/search-filter';
import { buildTrie, scanTrie } from '../../src/domain/search-trie';

/** What one scan of the prefix tree writes, as sorted ids: the texts kept (looser rule) and those scored now. */
function scanned(texts: readonly string[], query: string) {
  const trie = buildTrie(texts);
  const loose = new Int32Array(texts.length);
  const strict = new Int32Array(texts.length);
  const counts = { loose: 0, strict: 0 };
  scanTrie(trie, requirement(query), loose, strict, counts);
  const sorted = (ids: Int32Array, count: number) => Array.from(ids.subarray(0, count)).sort((a, b) => a - b);
  return { loose: sorted(loose, counts.loose), strict: sorted(strict, counts.strict) };
}

/** The same, one text at a time: Myers' edit distance over each text's start (search-filter.ts). */
function oneByOne(texts: readonly string[], query: string) {
  const rule = requirement(query);
  const passes = texts.map((text) => mayMatch(text, rule));
  const ids = (least: number) => texts.flatMap((_, id) => (passes[id]! >= least ? [id] : []));
  return { loose: ids(1), strict: ids(2) };
}

describe('the prefix tree scan (condition b of search-filter.ts, for queries that allow an edit)', () => {
  // Few letters, so that texts share prefixes and hold the query near and far from their start.
  const alphabet = fc.constantFrom(...'aenrst é'.split(''));
  // The index holds no blank text (fuse.js leaves them out).
  const text = fc.string({ unit: alphabet, minLength: 1, maxLength: 110 });
  const query = fc.string({ unit: alphabet, minLength: 3, maxLength: 32 });

  it('should write the very texts that the per-text check passes, each once, whatever the texts share', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(text, text.map((t) => `${t}${t}`)), { maxLength: 60 }), query, (texts, q) => {
        expect(scanned(texts, q)).toEqual(oneByOne(texts, q));
      }),
      { numRuns: 300 },
    );
  });

  it('should do so for the query itself, or a letter of it changed, at any distance from the start', () => {
    // Every start from 0 to 60: the bounds of edits allowed and of exact occurrences lie between.
    const placed = fc.record({ pad: fc.integer({ min: 0, max: 60 }), filler: alphabet, changeAt: fc.integer({ min: -1, max: 31 }), tail: fc.string({ unit: alphabet, maxLength: 8 }) });
    fc.assert(
      fc.property(query, fc.array(placed, { minLength: 1, maxLength: 40 }), (q, places) => {
        const texts = places.map(({ pad, filler, changeAt, tail }) => {
          const changed = changeAt < 0 || changeAt >= q.length ? q : `${q.slice(0, changeAt)}${q[changeAt] === 'x' ? 'y' : 'x'}${q.slice(changeAt + 1)}`;
          return `${filler.repeat(pad)}${changed}${tail}`;
        });
        expect(scanned(texts, q)).toEqual(oneByOne(texts, q));
      }),
      { numRuns: 300 },
    );
  });

  it('should find an exact occurrence far from the start, and none past fuse.js reach', () => {
    const pad = 'n'.repeat(60);
    const texts = [`${pad.slice(0, 30)}tatort`, `${pad}tatort`, 'tatort', `${pad.slice(0, 20)}tatrot`];
    expect(scanned(texts, 'tatort')).toEqual(oneByOne(texts, 'tatort'));
    // Two edits (6 characters: 0.33) 20 characters in (0.2) is past 0.4.
    expect(scanned(texts, 'tatort').strict).toEqual([0, 2]);
    expect(scanned(texts, 'tatrot').strict).toEqual([2, 3]);
  });
});
