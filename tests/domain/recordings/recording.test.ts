import { describe, expect, it } from 'vitest';
import {
  expiringSoon,
  isExpiringSoon,
  RECORDING_LIFETIME,
  recordingExpiresAt,
  remainingExpirationDays,
  type RecordingEntry,
} from '../../../src/domain/recordings/recording';
import { Temporal } from '../../../src/domain/time';
import { aShow, at } from '../../fakes/shows';

const show = aShow({ startDate: at('2026-01-01T20:00:00Z') });
const ZURICH = 'Europe/Zurich';
/** A recording that expires at `local` (a wall-clock time in `zone`). */
const expiringAt = (local: string, zone: string) =>
  aShow({
    startDate: Temporal.PlainDateTime.from(local).toZonedDateTime(zone).toInstant().subtract(RECORDING_LIFETIME),
  });
const local = (wallClock: string, zone: string) =>
  Temporal.PlainDateTime.from(wallClock).toZonedDateTime(zone).toInstant();

describe('recordings expire 120 days after show start (spec point 9)', () => {
  it('should expire exactly 120 days after the start', () => {
    expect(recordingExpiresAt(show).toString()).toBe('2026-05-01T20:00:00Z');
  });

  it.each([
    ['2026-01-01T20:00:00Z', 120],
    ['2026-05-01T19:59:59Z', 0],
    ['2026-05-01T20:00:00Z', 0],
    ['2026-06-01T00:00:00Z', 0],
  ])('at %s in UTC should have %i days left', (now, days) => {
    expect(remainingExpirationDays(show, at(now), 'UTC')).toBe(days);
  });
});

describe("when days left are counted in calendar days of the user's zone (issue 18)", () => {
  it.each([
    [
      'tomorrow at 01:00, at 23:30 today in Zurich, should have 1 day left (24 h would say 0)',
      '2026-05-02T01:00',
      '2026-05-01T23:30',
      ZURICH,
      1,
    ],
    [
      'today at 23:00, at 00:30 today in Zurich, should have 0 days left',
      '2026-05-02T23:00',
      '2026-05-02T00:30',
      ZURICH,
      0,
    ],
    [
      'tomorrow at 01:00, at 23:30 today in UTC, should have 1 day left',
      '2026-05-02T01:00',
      '2026-05-01T23:30',
      'UTC',
      1,
    ],
    ['in the past, should have 0 days left, never fewer', '2026-05-01T12:00', '2026-05-09T12:00', ZURICH, 0],
    [
      'over the 23-hour day of 29 March 2026, at 23:30 on the 28th, should have 2 days left (24 h would say 0)',
      '2026-03-30T00:20',
      '2026-03-28T23:30',
      ZURICH,
      2,
    ],
    [
      'on the 23-hour day of 29 March 2026 itself, should have 0 days left',
      '2026-03-29T23:59',
      '2026-03-29T00:00',
      ZURICH,
      0,
    ],
    [
      'over the 25-hour day of 25 October 2026, at 23:30 on the 24th, should have 2 days left (24 h would say 1)',
      '2026-10-26T00:30',
      '2026-10-24T23:30',
      ZURICH,
      2,
    ],
    [
      'over the 25-hour day of 25 October 2026, at 00:10 on the 24th, should have 1 day left (24 h would say 2)',
      '2026-10-25T23:50',
      '2026-10-24T00:10',
      ZURICH,
      1,
    ],
  ])('a recording expiring %s', (_, expiry, now, zone, days) => {
    expect(remainingExpirationDays(expiringAt(expiry, zone), local(now, zone), zone)).toBe(days);
  });

  it('should count the same instants differently in Zurich and in UTC when their days differ', () => {
    const recording = expiringAt('2026-05-02T01:00', ZURICH);
    const now = local('2026-05-01T23:30', ZURICH);
    expect([remainingExpirationDays(recording, now, ZURICH), remainingExpirationDays(recording, now, 'UTC')]).toEqual([
      1, 0,
    ]);
  });
});

describe('expiring soon: fewer than 15 remaining calendar days and not archived (spec point 4)', () => {
  it.each([
    ['2026-04-16T23:59:59.999Z', 'UTC', false],
    ['2026-04-17T00:00:00Z', 'UTC', true],
    ['2026-04-16T21:59:59.999Z', ZURICH, false],
    ['2026-04-16T22:00:00Z', ZURICH, true],
  ])('at %s in %s should be expiring soon: %s', (now, zone, soon) => {
    expect(isExpiringSoon(show, false, at(now), zone)).toBe(soon);
  });

  it('should never warn for an archived recording', () => {
    expect(isExpiringSoon(show, true, at('2026-04-30T00:00:00Z'), ZURICH)).toBe(false);
  });
});

describe('series are reduced to their expiring episodes', () => {
  const now = at('2026-04-20T00:00:00Z');
  const old = aShow({ id: 'old', startDate: at('2026-01-01T20:00:00Z') });
  const recent = aShow({ id: 'recent', startDate: at('2026-04-01T20:00:00Z') });
  const oldArchived = aShow({ id: 'kept', startDate: at('2026-01-01T20:00:00Z') });

  it('should keep expiring shows, trim series and drop the rest', () => {
    const entries: RecordingEntry[] = [
      { kind: 'show', show: old },
      { kind: 'show', show: recent },
      { kind: 'serie', serieId: 's1', title: 'Série', episodes: [old, recent, oldArchived] },
      { kind: 'serie', serieId: 's2', title: 'Autre', episodes: [recent] },
    ];
    expect(expiringSoon(entries, new Set(['kept']), now, ZURICH)).toEqual([
      { kind: 'show', show: old },
      { kind: 'serie', serieId: 's1', title: 'Série', episodes: [old] },
    ]);
  });
});
