import { describe, expect, it } from 'vitest';
import { moveInLineup, sameLineup } from '../../../src/domain/account/lineup';

describe('moving a channel in the lineup (spec point 7: PUT lineup/)', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
    [1, 1, ['a', 'b', 'c', 'd']],
    // Up from the first or down from the last stays in place.
    [0, -1, ['a', 'b', 'c', 'd']],
    [3, 4, ['a', 'b', 'c', 'd']],
  ])('from %i to %i should give %j', (from, to, order) => {
    expect(moveInLineup(['a', 'b', 'c', 'd'], from, to)).toEqual(order);
  });

  it('should leave the given order untouched and an empty one empty', () => {
    const order = ['a', 'b'];
    moveInLineup(order, 0, 1);
    expect(order).toEqual(['a', 'b']);
    expect(moveInLineup([], 0, 1)).toEqual([]);
  });

  it('should tell the same order from another', () => {
    expect(sameLineup(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameLineup(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameLineup(['a'], ['a', 'b'])).toBe(false);
  });
});
