import { describe, expect, it } from 'vitest';
import { isFastCard, showProgress, showTiming } from '../../src/domain/show';
import { Temporal } from '../../src/domain/time';

const at = (iso: string) => Temporal.Instant.from(iso);
const show = { startDate: at('2026-11-22T20:00:00Z'), stopDate: at('2026-11-22T21:00:00Z') };

describe('show timing: future, current or ended (spec point 4)', () => {
  it.each([
    ['2026-11-22T19:59:59.999Z', 'future'],
    ['2026-11-22T20:00:00Z', 'current'],
    ['2026-11-22T20:59:59.999Z', 'current'],
    ['2026-11-22T21:00:00Z', 'ended'],
  ])('at %s the show should be %s', (now, expected) => {
    expect(showTiming(show, at(now))).toBe(expected);
  });
});

describe('show progress', () => {
  it.each([
    ['2026-11-22T19:00:00Z', 0],
    ['2026-11-22T20:15:00Z', 0.25],
    ['2026-11-22T22:00:00Z', 1],
  ])('at %s should be %d', (now, expected) => {
    expect(showProgress(show, at(now))).toBe(expected);
  });
});

describe('an empty title means a FAST card (spec point 3)', () => {
  it('should tell FAST cards from programmes', () => {
    expect(isFastCard({ title: '' })).toBe(true);
    expect(isFastCard({ title: '  ' })).toBe(true);
    expect(isFastCard({ title: 'Le Journal' })).toBe(false);
  });
});
