import { describe, expect, it } from 'vitest';
import { cellBox, instantAt, ticksIn, xOf } from '../../../src/application/guide/guide-geometry';
import { at } from '../../fakes/shows';

const origin = at('2026-11-15T00:00:00Z');
const bounds = { start: origin, stop: at('2026-11-30T00:00:00Z') };
const fourPxAMinute = 4 / 60_000;

describe('the guide time axis at a scale', () => {
  it('should map an instant to an offset and back', () => {
    const instant = at('2026-11-15T13:30:00Z');
    expect(xOf(at('2026-11-15T01:00:00Z'), origin, fourPxAMinute)).toBeCloseTo(240, 5);
    expect(instantAt(xOf(instant, origin, fourPxAMinute), origin, fourPxAMinute).equals(instant)).toBe(true);
  });

  it.each([
    ['by its start and length', '2026-11-15T01:00:00Z', '2026-11-15T01:30:00Z', { left: 240, width: 120 }],
    ['cut at the start of the bounds', '2026-11-14T23:00:00Z', '2026-11-15T00:30:00Z', { left: 0, width: 120 }],
    [
      'cut at their end',
      '2026-11-29T23:30:00Z',
      '2026-11-30T01:00:00Z',
      { left: xOf(at('2026-11-29T23:30:00Z'), origin, fourPxAMinute), width: 120 },
    ],
  ])('should place a show %s', (_, start, stop, expected) => {
    const box = cellBox({ startDate: at(start), stopDate: at(stop) }, bounds, fourPxAMinute);
    expect(box.left).toBeCloseTo(expected.left, 5);
    expect(box.width).toBeCloseTo(expected.width, 5);
  });

  it('should tick on the half hours inside a span, its start included when on one', () => {
    expect(ticksIn({ start: at('2026-11-15T20:00:00Z'), stop: at('2026-11-15T21:15:00Z') }).map(String)).toEqual([
      '2026-11-15T20:00:00Z',
      '2026-11-15T20:30:00Z',
      '2026-11-15T21:00:00Z',
    ]);
    expect(ticksIn({ start: at('2026-11-15T20:10:00Z'), stop: at('2026-11-15T20:30:00Z') })).toEqual([]);
  });
});
