import { describe, expect, it } from 'vitest';
import { expiringSoon, isExpiringSoon, recordingExpiresAt, remainingExpirationDays, type RecordingEntry } from '../../src/domain/recording';
import { aShow, at } from '../fakes/shows';

const show = aShow({ startDate: at('2026-01-01T20:00:00Z') });

describe('recordings expire 120 days after show start (spec point 9)', () => {
  it('should expire exactly 120 days after the start', () => {
    expect(recordingExpiresAt(show).toString()).toBe('2026-05-01T20:00:00Z');
  });

  it.each([
    ['2026-01-01T20:00:00Z', 120],
    ['2026-05-01T19:59:59Z', 0],
    ['2026-05-01T20:00:00Z', 0],
    ['2026-06-01T00:00:00Z', 0],
  ])('at %s should have %i days left', (now, days) => {
    expect(remainingExpirationDays(show, at(now))).toBe(days);
  });
});

describe('expiring soon: fewer than 15 remaining days and not archived (spec point 4)', () => {
  it.each([
    ['2026-04-16T20:00:00Z', false],
    ['2026-04-16T20:00:00.001Z', true],
    ['2026-04-16T19:59:59.999Z', false],
  ])('at %s should be expiring soon: %s', (now, soon) => {
    expect(isExpiringSoon(show, false, at(now))).toBe(soon);
  });

  it('should never warn for an archived recording', () => {
    expect(isExpiringSoon(show, true, at('2026-04-30T00:00:00Z'))).toBe(false);
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
    expect(expiringSoon(entries, new Set(['kept']), now)).toEqual([
      { kind: 'show', show: old },
      { kind: 'serie', serieId: 's1', title: 'Série', episodes: [old] },
    ]);
  });
});
