import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankHits } from '../../../src/domain/search/search-rank';

const byScoreThenPosition = (scores: Float64Array) =>
  Array.from(scores.keys()).sort((a, b) => scores[a]! - scores[b]! || a - b);

describe('when every hit is ranked, by counting them into the places of their distinct scores', () => {
  it('should keep fuse.js order with more distinct scores than the hash table first holds', () => {
    // 3,000 hits of 1,500 distinct scores, each twice, shuffled: the table grows from 1,024 slots.
    const scores = Float64Array.from({ length: 3000 }, (_, i) => ((i * 7919) % 1500) / 1500 + 0.001);
    expect(Array.from(rankHits(scores, scores.length))).toEqual(byScoreThenPosition(scores));
  });

  it('should order any scores, 0 and −0 alike, by score then position', () => {
    const score = fc.oneof(fc.constantFrom(0, -0, 0.001, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 2000 }), (list) => {
        const scores = Float64Array.from(list);
        expect(Array.from(rankHits(scores, scores.length))).toEqual(byScoreThenPosition(scores));
      }),
      { numRuns: 100 },
    );
  });
});
