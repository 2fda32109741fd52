import { describe, expect, it } from 'vitest';
import { answerOf, transferablesOf } from '../../../src/adapters/system/search-worker.protocol';
import type { GroupedHits } from '../../../src/domain/search/search-groups';

const entries = ['a', 'b', 'c'].map((id) => ({
  id,
  fields: { title: id, series: undefined, channel: undefined },
  endsAt: 0,
}));
const extras = [{ id: 'x', score: 0.1, ended: true }];
const group = (refs: number[], scores: number[], count: number) => ({
  refs: Int32Array.from(refs),
  scores: Float64Array.from(scores),
  count,
});
const groups: GroupedHits = {
  all: group([2, -1, 0], [0.001, 0.1, 0.25], 7),
  notEnded: group([2], [0.001], 4),
  ended: group([-1], [0.1], 3),
};

describe('the search worker answering with typed arrays', () => {
  it('should give each group’s hits in their order, as the entries’ ids or the extras’, with their scores and the group’s count', () => {
    expect(answerOf(groups, entries, extras)?.all).toEqual({
      hits: [
        { id: 'c', score: 0.001, extra: -1 },
        { id: 'x', score: 0.1, extra: 0 },
        { id: 'a', score: 0.25, extra: -1 },
      ],
      count: 7,
    });
  });

  it('should hand over every buffer of the answer', () => {
    expect(transferablesOf(groups)).toHaveLength(6);
  });

  it('should keep an overtaken search as null', () => {
    expect(answerOf(null, entries, extras)).toBeNull();
  });
});
