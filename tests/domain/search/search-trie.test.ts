import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayMatch, requirement, type Requirement } from '../../../src/domain/search/search-filter';
import { buildTrie, scanTrie } from '../../../src/domain/search/search-trie';

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

/**
 * The same by the textbook rule, one text at a time: the least edit distance of the query to a
 * substring ending at each position (dynamic programming, any start free), against the most
 * edits allowed there by each rule; 2 when the query's own rule passes, 1 when only the looser.
 */
function byDefinition(text: string, rule: Requirement): 0 | 1 | 2 {
  const m = rule.pattern.length;
  let column = Array.from({ length: m + 1 }, (_, i) => i);
  let result: 0 | 1 = 0;
  for (let at = 0; at < Math.min(text.length, rule.end); at++) {
    const next = [0];
    for (let i = 1; i <= m; i++)
      next[i] = Math.min(column[i]! + 1, next[i - 1]! + 1, column[i - 1]! + (rule.pattern[i - 1] === text[at] ? 0 : 1));
    column = next;
    if (column[m]! <= rule.strictReach[at]!) return 2;
    if (column[m]! <= rule.reach[at]!) result = 1;
  }
  return result;
}

function oneByOne(
  texts: readonly string[],
  query: string,
  check: (text: string, rule: Requirement) => number = byDefinition,
) {
  const rule = requirement(query);
  const passes = texts.map((text) => check(text, rule));
  const ids = (least: number) => texts.flatMap((_, id) => (passes[id]! >= least ? [id] : []));
  return { loose: ids(1), strict: ids(2) };
}

describe('the prefix tree scan and the per-text check (condition b of search-filter.ts, for queries that allow an edit)', () => {
  // Few letters, so that texts share prefixes and hold the query near and far from their start.
  const alphabet = fc.constantFrom(...'aenrst é'.split(''));
  // The index holds no blank text (fuse.js leaves them out).
  const text = fc.string({ unit: alphabet, minLength: 1, maxLength: 110 });
  const query = fc.string({ unit: alphabet, minLength: 3, maxLength: 32 });

  it('should write the very texts that the per-text check passes, each once, whatever the texts share', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            text,
            text.map((t) => `${t}${t}`),
          ),
          { maxLength: 60 },
        ),
        query,
        (texts, q) => {
          const expected = oneByOne(texts, q);
          expect(scanned(texts, q)).toEqual(expected);
          expect(oneByOne(texts, q, mayMatch)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should do so for the query itself, or a letter of it changed, at any distance from the start', () => {
    // Every start from 0 to 60: the bounds of edits allowed and of exact occurrences lie between.
    const placed = fc.record({
      pad: fc.integer({ min: 0, max: 60 }),
      filler: alphabet,
      changeAt: fc.integer({ min: -1, max: 31 }),
      tail: fc.string({ unit: alphabet, maxLength: 8 }),
    });
    fc.assert(
      fc.property(query, fc.array(placed, { minLength: 1, maxLength: 40 }), (q, places) => {
        const texts = places.map(({ pad, filler, changeAt, tail }) => {
          const changed =
            changeAt < 0 || changeAt >= q.length
              ? q
              : `${q.slice(0, changeAt)}${q[changeAt] === 'x' ? 'y' : 'x'}${q.slice(changeAt + 1)}`;
          return `${filler.repeat(pad)}${changed}${tail}`;
        });
        const expected = oneByOne(texts, q);
        expect(scanned(texts, q)).toEqual(expected);
        expect(oneByOne(texts, q, mayMatch)).toEqual(expected);
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
