import fc from 'fast-check';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { SEARCH_THRESHOLD } from '../../../src/domain/search/search';
import { createBitapScorer, MAX_BITAP_PATTERN } from '../../../src/domain/search/search-bitap';

/** fuse.js's own raw score of each text (the field norm off), or null where it finds no match. */
function fuseScores(texts: readonly string[], query: string): (number | null)[] {
  const fuse = new Fuse(texts, {
    threshold: SEARCH_THRESHOLD,
    ignoreFieldNorm: true,
    includeScore: true,
    shouldSort: false,
  });
  const scores: (number | null)[] = texts.map(() => null);
  for (const hit of fuse.search(query)) scores[hit.refIndex] = hit.score ?? 0;
  return scores;
}

function ourScores(texts: readonly string[], query: string): (number | null)[] {
  const scorer = createBitapScorer();
  scorer.setPattern(query.toLowerCase());
  return texts.map((text) => {
    const score = scorer.score(text.toLowerCase());
    return score < 0 ? null : score;
  });
}

describe("fuse.js's bitap score, computed without fuse.js (threshold 0.4, location 0, distance 100)", () => {
  const alphabet = fc.constantFrom(...'aeioulnrstjmé É.-1 '.split(''));

  it('should give the same match and the same score as fuse.js for any text and query of up to 32 characters', () => {
    fc.assert(
      fc.property(
        // Blank texts are never indexed (as fuse.js leaves them out).
        fc.array(
          fc.string({ unit: alphabet, minLength: 1, maxLength: 70 }).filter((text) => text.trim() !== ''),
          { minLength: 1, maxLength: 30 },
        ),
        // A blank query finds nothing before any scoring (fuse.js itself returns everything for one).
        fc
          .string({ unit: alphabet, minLength: 1, maxLength: MAX_BITAP_PATTERN })
          .filter((query) => query.trim() !== ''),
        (texts, query) => {
          expect(ourScores(texts, query)).toEqual(fuseScores(texts, query));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('should do so for texts holding the query itself at any distance from the start, once or more', () => {
    // Exact occurrences are where a shortcut is taken: before 40 characters or not, early enough that one error costs more or not.
    const placed = fc.record({
      pad: fc.integer({ min: 0, max: 50 }),
      filler: alphabet,
      again: fc.integer({ min: -1, max: 20 }),
      tail: fc.string({ unit: alphabet, maxLength: 10 }),
    });
    fc.assert(
      fc.property(
        fc.string({ unit: alphabet, minLength: 1, maxLength: 12 }).filter((query) => query.trim() !== ''),
        fc.array(placed, { minLength: 1, maxLength: 30 }),
        (query, places) => {
          const texts = places.map(({ pad, filler, again, tail }) => {
            const text = `${filler.repeat(pad)}${query}${tail}`;
            return again < 0 ? text : `${text}${filler.repeat(again)}${query}`;
          });
          expect(ourScores(texts, query)).toEqual(fuseScores(texts, query));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should do so for texts holding the query with a letter changed, dropped or added, at any distance from the start', () => {
    // No exact occurrence: the rows of one error and more decide, in windows that end near 40 characters.
    const placed = fc.record({
      pad: fc.integer({ min: 0, max: 50 }),
      filler: alphabet,
      at: fc.nat(),
      edit: fc.constantFrom('change', 'drop', 'add'),
      tail: fc.string({ unit: alphabet, maxLength: 10 }),
    });
    fc.assert(
      fc.property(
        fc.string({ unit: alphabet, minLength: 3, maxLength: 12 }).filter((query) => query.trim() !== ''),
        fc.array(placed, { minLength: 1, maxLength: 30 }),
        (query, places) => {
          const texts = places.map(({ pad, filler, at, edit, tail }) => {
            const i = at % query.length;
            const changed = edit === 'drop' ? '' : edit === 'add' ? `${query[i]}x` : query[i] === 'x' ? 'y' : 'x';
            return `${filler.repeat(pad)}${query.slice(0, i)}${changed}${query.slice(i + 1)}${tail}`;
          });
          expect(ourScores(texts, query)).toEqual(fuseScores(texts, query));
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a whole-text match scores 0', 'journal', 'journal'],
    ['an exact match at the start scores its floor of 0.001', 'journal du soir', 'journal'],
    ['an exact match further in scores its position over the distance', 'le journal', 'journal'],
    ['a misspelling scores its edits over the length', 'le journal', 'jurnal'],
    ['a match too far from the start is no match', `${'x'.repeat(45)} journal`, 'journal'],
    ['too many edits is no match', 'meteo', 'mxyzo'],
    ['a query longer than the text may still match with edits', 'tatort', 'tatortt'],
    ['the upper case of the text does not count', 'LE JOURNAL', 'JOURNAL'],
  ])('%s (%s, %s)', (_rule, text, query) => {
    expect(ourScores([text], query)).toEqual(fuseScores([text], query));
  });

  it('should keep a pattern until the next one is set, and take patterns of the full 32 bits', () => {
    const scorer = createBitapScorer();
    const long = 'abcdefghijklmnopqrstuvwxyzabcdef';
    scorer.setPattern(long);
    expect(scorer.score(`x${long}`)).toBe(fuseScores([`x${long}`], long)[0]);
    scorer.setPattern('jo');
    expect(scorer.score('journal')).toBe(0.001);
    expect(scorer.score(long)).toBe(-1);
  });
});
