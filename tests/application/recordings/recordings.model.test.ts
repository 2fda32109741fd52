import { describe, expect, it } from 'vitest';
import {
  isRecordingTab,
  quotaMeters,
  recordingItems,
  recordingTabs,
  TV_RECORDING_PATHS,
  type RecordingsData,
} from '../../../src/application/recordings/recordings.model';
import type { Permission } from '../../../src/domain/session/profile';
import { RECORDING_LIFETIME } from '../../../src/domain/recordings/recording';
import { aProfile } from '../../fakes/profiles';
import { aChannel, aShow, at, extras } from '../../fakes/shows';

const now = at('2026-11-22T20:30:00Z');
const context = { profile: aProfile(), now, timeZone: 'UTC' };
const noArchives = aProfile({ permissions: new Set<Permission>(['recordings']) });

const ended = aShow({
  id: 'ended',
  title: 'Ended',
  startDate: at('2026-11-20T20:00:00Z'),
  stopDate: at('2026-11-20T21:30:00Z'),
});
const airing = aShow({ id: 'airing', title: 'Airing' });
const future = aShow({
  id: 'future',
  title: 'Future',
  startDate: at('2026-11-23T20:00:00Z'),
  stopDate: at('2026-11-23T21:00:00Z'),
});
/** Started 110 days ago: 10 days left. */
const old = aShow({
  id: 'old',
  title: 'Old',
  startDate: now.subtract(RECORDING_LIFETIME).add({ hours: 24 * 10 }),
  stopDate: now.subtract(RECORDING_LIFETIME).add({ hours: 24 * 10 + 1 }),
});
const oldEpisode = { ...old, id: 'old-ep', serieId: 'serie-9' };
const newEpisode = { ...ended, id: 'new-ep', serieId: 'serie-9' };
const serie = aShow({ id: 'serie-9', title: 'La Série', episodes: [oldEpisode, newEpisode] });

const data = (overrides: Partial<RecordingsData> = {}): RecordingsData => ({
  shows: [ended, airing, future, old, serie],
  extras: extras({
    recordings: new Set(['ended', 'airing', 'future', 'old', 'old-ep', 'new-ep']),
    archives: new Set(['ended']),
  }),
  channels: [aChannel()],
  ...overrides,
});
const ids = (tab: Parameters<typeof recordingItems>[0], profile = aProfile()) =>
  recordingItems(tab, data(), { ...context, profile }).map((item) => item.id);

describe('when choosing a recordings tab', () => {
  it('should offer every tab, archives only with the archives permission', () => {
    expect(recordingTabs(aProfile())).toEqual(['completed', 'planned', 'series', 'archives', 'expiring']);
    expect(recordingTabs(noArchives)).toEqual(['completed', 'planned', 'series', 'expiring']);
  });

  it.each([
    ['completed', 'any account', aProfile(), true],
    ['archives', 'an account that may archive', aProfile(), true],
    ['archives', 'an account that may not archive', noArchives, false],
    ['nothing', 'any account', aProfile(), false],
    [undefined, 'any account', aProfile(), false],
  ])('should take %s as a tab for %s', (tab, _, profile, offered) => {
    expect(isRecordingTab(tab, profile)).toBe(offered);
  });
});

describe('when listing the recordings of a tab', () => {
  it.each([
    ['completed', ['airing', 'ended', 'new-ep', 'old', 'old-ep']],
    ['planned', ['future']],
    ['archives', ['ended']],
    ['expiring', ['old', 'old-ep']],
  ] as const)('%s should list %j', (tab, expected) => {
    expect(ids(tab)).toEqual(expected);
  });

  it('should reduce a series to its episodes that expire soon (spec point 4)', () => {
    const items = recordingItems('expiring', data(), context);
    expect(items.map((item) => [item.id, item.serieTitle, item.daysLeft])).toEqual([
      ['old', null, 10],
      ['old-ep', 'La Série', 10],
    ]);
  });

  it('should give the title, channel, start, duration and days left of each', () => {
    expect(recordingItems('completed', data(), context).find((item) => item.id === 'new-ep')).toMatchObject({
      title: 'Ended',
      channelName: 'RTS 1',
      start: ended.startDate,
      durationMinutes: 90,
      daysLeft: 118,
      serieTitle: 'La Série',
    });
  });

  it('should give no days left to an archived recording: it is kept for good', () => {
    expect(recordingItems('archives', data(), context)[0]?.daysLeft).toBeNull();
  });
});

describe('when offering the actions of a recording', () => {
  const item = (id: string, profile = aProfile()) =>
    recordingItems(id === 'future' ? 'planned' : 'completed', data(), { ...context, profile }).find(
      (candidate) => candidate.id === id,
    )!;

  it.each([
    ['ended', { labelKey: 'recordings_replay', to: '/live/normal?replay=new-ep' }],
    ['airing', { labelKey: 'recordings_watch', to: '/live/normal?play=rts1' }],
    ['future', null],
  ])('%s should play with %j', (id, play) => {
    expect(item(id === 'ended' ? 'new-ep' : id).play).toEqual(play);
  });

  it.each([
    ['new-ep', '/player/replay?show=new-ep'],
    ['airing', '/player/live?channel=rts1'],
  ])('%s should play in the TV full-screen player at %s', (id, to) => {
    const items = recordingItems('completed', data(), context, TV_RECORDING_PATHS);
    expect(items.find((candidate) => candidate.id === id)?.play?.to).toBe(to);
  });

  it('should archive a started recording not archived yet, with the archives permission only', () => {
    expect(item('new-ep').archive).toEqual({ type: 'recording.archive', showId: 'new-ep' });
    expect(item('ended').archive).toBeNull();
    expect(item('future').archive).toBeNull();
    expect(item('new-ep', noArchives).archive).toBeNull();
  });

  it('should always offer to delete', () => {
    expect(item('future').remove).toEqual({ type: 'recording.remove', showId: 'future' });
  });
});

describe('when showing the quotas (spec point 9: seconds shown in hours)', () => {
  const quotas = {
    recordings: { maxSeconds: 360_000, usageSeconds: 90_000 },
    archives: { maxSeconds: 72_000, usageSeconds: 72_000 },
  };

  it('should show both gauges in hours with a percentage', () => {
    expect(quotaMeters(quotas, aProfile())).toEqual([
      { labelKey: 'recordings_quota_recordings', view: { maxHours: 100, usageHours: 25, percentage: 25, full: false } },
      { labelKey: 'recordings_quota_archives', view: { maxHours: 20, usageHours: 20, percentage: 100, full: true } },
    ]);
  });

  it('should leave out the archives gauge without the archives permission', () => {
    expect(quotaMeters(quotas, noArchives).map((meter) => meter.labelKey)).toEqual(['recordings_quota_recordings']);
  });
});
