import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lettersOf, postingHits, rankPostings, toPostings } from '../../../src/domain/search/search-letters';
import { rankHits } from '../../../src/domain/search/search-rank';

const hitsOf = (list: readonly (readonly [item: number, score: number])[]) => ({
  count: list.length,
  items: Int32Array.from(list, ([item]) => item),
  scores: Float64Array.from(list, ([, score]) => score),
});

describe('when the index keeps the hits of each one-character query as postings', () => {
  it('should take each character the texts hold within the depth, blanks aside', () => {
    expect(lettersOf(['ab c', 'ba', 'xyz'], 2).sort()).toEqual(['a', 'b', 'x', 'y']);
  });

  it('should give back the hits it was built from, items and scores, in list order', () => {
    const hits = hitsOf([
      [2, 0.5],
      [5, 0.25],
      [7, 0.5],
      [9, 0.125],
    ]);
    const back = postingHits(toPostings(hits), new Float64Array(4));
    expect([Array.from(back.items.subarray(0, back.count)), Array.from(back.scores.subarray(0, back.count))]).toEqual([
      [2, 5, 7, 9],
      [0.5, 0.25, 0.5, 0.125],
    ]);
  });

  it('should number the distinct scores from the lowest up', () => {
    const postings = toPostings(
      hitsOf([
        [0, 0.5],
        [1, 0.25],
        [2, 0.5],
        [3, 0.125],
      ]),
    );
    expect([Array.from(postings.ids), Array.from(postings.scores)]).toEqual([
      [2, 1, 2, 0],
      [0.125, 0.25, 0.5],
    ]);
  });

  it('should rank the postings by counting as rankHits ranks their scores, for any limit', () => {
    const score = fc.constantFrom(0.001, 0.01, 0.02, 0.1, 0.3, 0.35);
    fc.assert(
      fc.property(fc.array(score, { maxLength: 300 }), fc.integer({ min: 0, max: 320 }), (list, limit) => {
        const postings = toPostings(hitsOf(list.map((each, item) => [item, each] as const)));
        expect(Array.from(rankPostings(postings.ids, postings.scores.length, limit))).toEqual(
          Array.from(rankHits(Float64Array.from(list), limit)),
        );
      }),
    );
  });
});
