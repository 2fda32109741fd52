import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkIdAt, chunksCovering, chunkWindow, EPG_CHUNK } from '../../../src/domain/guide/epg-chunk';
import { clampGuideView, clampInstant, EPG_WINDOW, guideBounds } from '../../../src/domain/guide/guide';
import { Temporal } from '../../../src/domain/time';
import { at } from '../../fakes/shows';

const zone = 'Europe/Zurich';
const now = at('2026-11-22T15:30:00Z');
const bounds = guideBounds(now, zone);
const HOUR = 3_600_000;

describe('guide view clamped between 7 days before and 7 days after today (spec point 4)', () => {
  it('should span from the start of the day 7 days back to the end of the day 7 days ahead', () => {
    expect(bounds.start.toString({ timeZone: zone })).toBe('2026-11-15T00:00:00+01:00');
    expect(bounds.stop.toString({ timeZone: zone })).toBe('2026-11-30T00:00:00+01:00');
  });

  it('should keep local midnights across a DST change', () => {
    const spring = guideBounds(at('2026-03-25T12:00:00Z'), zone);
    expect(spring.start.toString({ timeZone: zone })).toBe('2026-03-18T00:00:00+01:00');
    expect(spring.stop.toString({ timeZone: zone })).toBe('2026-04-02T00:00:00+02:00');
  });

  it.each([
    ['2026-11-14T22:59:59.999Z', '2026-11-14T23:00:00Z'],
    ['2026-11-14T23:00:00Z', '2026-11-14T23:00:00Z'],
    ['2026-11-14T23:00:00.001Z', '2026-11-14T23:00:00.001Z'],
    ['2026-11-29T23:00:00.001Z', '2026-11-29T23:00:00Z'],
  ])('an instant %s should clamp to %s', (instant, clamped) => {
    expect(clampInstant(at(instant), bounds).toString()).toBe(clamped);
  });

  it('should move a view past either end back inside, keeping its 5-hour length', () => {
    expect(clampGuideView(at('2026-11-10T00:00:00Z'), bounds).start.toString()).toBe('2026-11-14T23:00:00Z');
    const late = clampGuideView(at('2026-11-29T22:00:00Z'), bounds);
    expect(late.stop.toString()).toBe('2026-11-29T23:00:00Z');
    expect(late.start.toString()).toBe('2026-11-29T18:00:00Z');
    expect(EPG_WINDOW.total('hours')).toBe(5);
  });

  it('should give the bounds for a window longer than them', () => {
    expect(clampGuideView(now, bounds, Temporal.Duration.from({ hours: 24 * 20 }))).toEqual(bounds);
  });

  it('should always return a view inside the bounds, unchanged when it already fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30 * 24 * HOUR, max: 30 * 24 * HOUR }),
        fc.integer({ min: 1, max: 48 }),
        (offset, hours) => {
          const start = Temporal.Instant.fromEpochMilliseconds(now.epochMilliseconds + offset);
          const length = Temporal.Duration.from({ hours });
          const view = clampGuideView(start, bounds, length);
          const inside =
            view.start.epochMilliseconds >= bounds.start.epochMilliseconds &&
            view.stop.epochMilliseconds <= bounds.stop.epochMilliseconds;
          const fits =
            start.epochMilliseconds >= bounds.start.epochMilliseconds &&
            start.epochMilliseconds + hours * HOUR <= bounds.stop.epochMilliseconds;
          return (
            inside &&
            view.stop.epochMilliseconds - view.start.epochMilliseconds === hours * HOUR &&
            (!fits || view.start.equals(start))
          );
        },
      ),
    );
  });
});

describe('EPG chunks of 4 hours, epoch-aligned (spec point 9)', () => {
  it('should number chunks by 4-hour slices since the epoch', () => {
    expect(EPG_CHUNK.total('hours')).toBe(4);
    expect(chunkIdAt(at('1970-01-01T00:00:00Z'))).toBe(0);
    expect(chunkIdAt(at('1970-01-01T03:59:59.999Z'))).toBe(0);
    expect(chunkIdAt(at('1970-01-01T04:00:00Z'))).toBe(1);
    expect(chunkWindow(1)).toEqual({ start: at('1970-01-01T04:00:00Z'), stop: at('1970-01-01T08:00:00Z') });
  });

  it.each([
    ['2026-11-22T08:00:00Z', '2026-11-22T12:00:00Z', 1],
    ['2026-11-22T08:00:00Z', '2026-11-22T12:00:00.001Z', 2],
    ['2026-11-22T07:59:59.999Z', '2026-11-22T12:00:00Z', 2],
    ['2026-11-22T09:00:00Z', '2026-11-22T14:00:00Z', 2],
    ['2026-11-22T09:00:00Z', '2026-11-22T09:00:00Z', 0],
  ])('a window %s to %s should need %i chunks', (start, stop, count) => {
    expect(chunksCovering({ start: at(start), stop: at(stop) })).toHaveLength(count);
  });

  it('should cover any window with consecutive chunks, none of them useless', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 72 * HOUR }), (startMs, lengthMs) => {
        const start = Temporal.Instant.fromEpochMilliseconds(startMs);
        const stop = Temporal.Instant.fromEpochMilliseconds(startMs + lengthMs);
        const ids = chunksCovering({ start, stop });
        const first = chunkWindow(ids[0]!);
        const last = chunkWindow(ids[ids.length - 1]!);
        const consecutive = ids.every((id, i) => i === 0 || id === ids[i - 1]! + 1);
        const covers = first.start.epochMilliseconds <= startMs && last.stop.epochMilliseconds >= startMs + lengthMs;
        const tight = first.stop.epochMilliseconds > startMs && last.start.epochMilliseconds < startMs + lengthMs;
        return consecutive && covers && tight;
      }),
    );
  });
});
