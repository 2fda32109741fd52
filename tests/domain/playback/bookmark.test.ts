import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBookmark, isVodBookmark } from '../../../src/domain/playback/bookmark';

describe('bookmarks above 43200 s are rejected (spec point 5)', () => {
  it.each([
    [43_199, { kind: 'save', at: 43_199 }],
    [43_200, { kind: 'save', at: 43_200 }],
    [43_201, { kind: 'reject', reason: 'too_large' }],
    [-1, { kind: 'reject', reason: 'invalid' }],
    [Number.NaN, { kind: 'reject', reason: 'invalid' }],
  ])('position %d should give %j', (position, decision) => {
    expect(decideBookmark(undefined, position)).toEqual(decision);
  });
});

describe('bookmark changes under 2 s are ignored (spec point 5)', () => {
  it.each([
    [100, 101.9, 'ignore'],
    [100, 102, 'save'],
    [100, 98.1, 'ignore'],
    [100, 98, 'save'],
    [100, 100, 'ignore'],
  ])('from %d to %d should %s', (saved, position, kind) => {
    expect(decideBookmark(saved, position).kind).toBe(kind);
  });

  it('should save, ignore or reject as the rules say for any positions', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 50_000, noNaN: true }), { nil: undefined }),
        fc.double({ min: -10, max: 50_000, noNaN: true }),
        (saved, position) => {
          const decision = decideBookmark(saved, position);
          if (position < 0 || position > 43_200) return decision.kind === 'reject';
          if (saved !== undefined && Math.abs(position - saved) < 2) return decision.kind === 'ignore';
          return decision.kind === 'save' && decision.at === position;
        },
      ),
    );
  });
});

describe('a VOD bookmark counts only above 20 s (spec point 5)', () => {
  it.each([
    [19, false],
    [20, false],
    [21, true],
  ])('position %d should count: %s', (position, counts) => {
    expect(isVodBookmark(position)).toBe(counts);
  });
});
