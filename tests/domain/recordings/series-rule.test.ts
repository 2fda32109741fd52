import { describe, expect, it } from 'vitest';
import { previewSeriesRule, type SeriesRuleInput } from '../../../src/domain/recordings/series-rule';
import type { Show } from '../../../src/domain/shows/show';
import { aShow, at } from '../../fakes/shows';

const HOUR = 3600;
/** Weekly one-hour episodes e1…e6 of serie-9, the first on 1 November 2026 at 20:00 UTC. */
const episode = (n: number): Show =>
  aShow({
    id: `e${n}`,
    serieId: 'serie-9',
    startDate: at('2026-11-01T20:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
    stopDate: at('2026-11-01T21:00:00Z').add({ hours: 24 * 7 * (n - 1) }),
  });
const episodes = [1, 2, 3, 4, 5, 6].map(episode);
/** Between e3 (15 Nov) and e4 (22 Nov). */
const now = at('2026-11-18T12:00:00Z');

const input = (overrides: Partial<SeriesRuleInput> = {}): SeriesRuleInput => ({
  episodes,
  recorded: new Set(),
  archived: new Set(),
  retention: 0,
  quota: { maxSeconds: 100 * HOUR, usageSeconds: 10 * HOUR },
  now,
  ...overrides,
});
const ids = (shows: readonly Pick<Show, 'id'>[]) => shows.map((show) => show.id);

describe('when a series rule keeps every episode (retention 0)', () => {
  const preview = previewSeriesRule(input());

  it('should record every episode not recorded yet', () => {
    expect(ids(preview.added)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']);
  });

  it('should delete each one 120 days after it started, soonest first', () => {
    expect(preview.deletions.map(({ show, at: when, reason }) => [show.id, when.toString(), reason])).toEqual([
      ['e1', '2027-03-01T20:00:00Z', 'expiry'],
      ['e2', '2027-03-08T20:00:00Z', 'expiry'],
      ['e3', '2027-03-15T20:00:00Z', 'expiry'],
      ['e4', '2027-03-22T20:00:00Z', 'expiry'],
      ['e5', '2027-03-29T20:00:00Z', 'expiry'],
      ['e6', '2027-04-05T20:00:00Z', 'expiry'],
    ]);
  });

  it('should add the length of every new episode to the quota used', () => {
    expect(preview.quotaAfter).toEqual({ maxSeconds: 100 * HOUR, usageSeconds: 16 * HOUR });
    expect(preview.exceedsQuota).toBe(false);
  });
});

describe('when a series rule keeps the latest 2 episodes', () => {
  const preview = previewSeriesRule(input({ retention: 2, recorded: new Set(['e1', 'e2', 'e3']) }));

  it('should delete at once the recorded episodes that two newer ended episodes push out', () => {
    expect(ids(preview.removedNow)).toEqual(['e1']);
  });

  it('should not record episodes already pushed out, and record the others', () => {
    expect(ids(preview.added)).toEqual(['e4', 'e5', 'e6']);
  });

  it('should push each episode out when the second newer one has been recorded (its end)', () => {
    expect(
      preview.deletions.map(({ show, at: when, reason, now: atOnce }) => [show.id, when.toString(), reason, atOnce]),
    ).toEqual([
      ['e1', '2026-11-15T21:00:00Z', 'retention', true],
      ['e2', '2026-11-22T21:00:00Z', 'retention', false],
      ['e3', '2026-11-29T21:00:00Z', 'retention', false],
      ['e4', '2026-12-06T21:00:00Z', 'retention', false],
      ['e5', '2027-03-29T20:00:00Z', 'expiry', false],
      ['e6', '2027-04-05T20:00:00Z', 'expiry', false],
    ]);
  });

  it('should count the new episodes and take off the ones deleted at once', () => {
    expect(preview.quotaAfter.usageSeconds).toBe(10 * HOUR + 3 * HOUR - HOUR);
  });
});

describe('when some episodes are archived', () => {
  const preview = previewSeriesRule(
    input({ retention: 1, recorded: new Set(['e1', 'e2', 'e3']), archived: new Set(['e2']) }),
  );

  it('should never delete an archived episode, nor count it in the retention', () => {
    expect(ids(preview.deletions.map((deletion) => deletion.show))).not.toContain('e2');
    expect(ids(preview.removedNow)).toEqual(['e1']);
  });

  it('should keep the latest unarchived episode until the next one ends', () => {
    expect(preview.deletions.find((deletion) => deletion.show.id === 'e3')?.at.toString()).toBe('2026-11-22T21:00:00Z');
  });
});

describe('when the rule would use more than the recordings quota', () => {
  it.each([
    [
      'should say so when the new episodes go past the maximum',
      { maxSeconds: 15 * HOUR, usageSeconds: 10 * HOUR },
      true,
    ],
    ['should not when they just fit', { maxSeconds: 16 * HOUR, usageSeconds: 10 * HOUR }, false],
  ])('%s', (_, quota, exceeds) => {
    expect(previewSeriesRule(input({ quota })).exceedsQuota).toBe(exceeds);
  });
});

describe('when the episodes come in any order', () => {
  it('should order them by start before applying the retention', () => {
    const preview = previewSeriesRule(
      input({ episodes: [...episodes].reverse(), retention: 5, recorded: new Set(['e1']) }),
    );
    expect(ids(preview.removedNow)).toEqual([]);
    expect(preview.deletions[0]?.show.id).toBe('e1');
    expect(preview.deletions[0]?.reason).toBe('retention');
    expect(preview.deletions[0]?.at.toString()).toBe('2026-12-06T21:00:00Z');
  });
});

describe('when an episode is already past its 120 days', () => {
  it('should neither record it nor list it, unless it is still recorded (then it goes at once)', () => {
    const old = aShow({
      id: 'old',
      serieId: 'serie-9',
      startDate: at('2026-07-01T20:00:00Z'),
      stopDate: at('2026-07-01T21:00:00Z'),
    });
    expect(previewSeriesRule(input({ episodes: [old] })).deletions).toEqual([]);
    expect(ids(previewSeriesRule(input({ episodes: [old], recorded: new Set(['old']) })).removedNow)).toEqual(['old']);
  });
});
