import { isFreeForVisitors } from '../../../src/domain/guide/channel';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isFastCard,
  isSeenAt,
  isSerie,
  showDurationSeconds,
  showProgress,
  showTiming,
} from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';

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

describe('seen at 90 % of duration (spec point 5)', () => {
  it.each([
    [3239, false],
    [3240, true],
    [3241, true],
    [0, false],
  ])('a one-hour show watched to %i s should be seen: %s', (position, seen) => {
    expect(isSeenAt(show, position)).toBe(seen);
  });

  it('should never count a show without duration as seen', () => {
    expect(isSeenAt({ startDate: show.startDate, stopDate: show.startDate }, 10)).toBe(false);
    expect(showDurationSeconds({ startDate: show.stopDate, stopDate: show.startDate })).toBe(0);
  });

  it('should hold exactly at 90 % for any whole duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const span = { startDate: show.startDate, stopDate: show.startDate.add({ seconds }) };
        const threshold = Math.ceil((seconds * 9) / 10);
        return isSeenAt(span, threshold) && !isSeenAt(span, threshold - 1);
      }),
    );
  });
});

describe('series episodes', () => {
  it('should tell an episode by its series id', () => {
    expect(isSerie({ serieId: 'serie-1' })).toBe(true);
    expect(isSerie({ serieId: '' })).toBe(false);
  });
});

describe('anonymous visitors play channels playable with an empty url (spec point 6)', () => {
  it.each([
    [{ playable: true, liveUrl: '' }, true],
    [{ playable: true, liveUrl: '/streams/live/a.mpd' }, false],
    [{ playable: false, liveUrl: '' }, false],
  ])('%j is free for visitors: %s', (channel, expected) => {
    expect(isFreeForVisitors(channel)).toBe(expected);
  });
});
