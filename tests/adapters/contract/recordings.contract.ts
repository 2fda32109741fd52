import { describe, expect, it } from 'vitest';
import { previewSeriesRule } from '../../../src/domain/recordings/series-rule';
import type { Show } from '../../../src/domain/shows/show';
import { Temporal } from '../../../src/domain/time';
import { NOW, type Implementation } from './implementations';

const HOUR_MS = 3_600_000;

/** A show that ended on a recordable channel (ch1 is recordable, not encrypted). */
async function pastShow(guide: { channelGuide(id: string): Promise<Show[]> }, channelId = 'ch1'): Promise<Show> {
  const shows = await guide.channelGuide(channelId);
  return shows.find((show) => show.stopDate.epochMilliseconds < NOW - 2 * HOUR_MS)!;
}

/** Recordings calls: the same expectations for every implementation. */
export function recordingsContract(impl: Implementation): void {
  describe('recordings', () => {
    it('should record, list, archive and remove a show', async () => {
      const apis = impl.create();
      await apis.signIn();
      const show = await pastShow(apis.guide);
      await apis.recordings.record(show.id);
      expect((await apis.session.showExtras()).recordings.has(show.id)).toBe(true);
      expect((await apis.guide.recordedShows()).map((entry) => entry.id)).toContain(show.id);
      await apis.recordings.archive(show.id);
      expect((await apis.session.showExtras()).archives.has(show.id)).toBe(true);
      const quotas = await apis.recordings.quotas();
      expect(quotas.recordings.usageSeconds).toBe(
        (show.stopDate.epochMilliseconds - show.startDate.epochMilliseconds) / 1000,
      );
      expect(quotas.archives.usageSeconds).toBe(quotas.recordings.usageSeconds);
      await apis.recordings.remove(show.id);
      expect((await apis.session.showExtras()).recordings.size).toBe(0);
    });

    it('should answer recording-quota-exceeded (509) when the quota is full', async () => {
      const apis = impl.create({ quotas: { recordingSeconds: 60, archiveSeconds: 60 } });
      await apis.signIn();
      const show = await pastShow(apis.guide);
      await expect(apis.recordings.record(show.id)).rejects.toMatchObject({
        kind: 'recording-quota-exceeded',
        call: 'recordings',
      });
    });

    it('should answer archive-quota-exceeded (509) when the archive quota is full', async () => {
      const apis = impl.create({ quotas: { recordingSeconds: 100 * 3600, archiveSeconds: 60 } });
      await apis.signIn();
      const show = await pastShow(apis.guide);
      await apis.recordings.record(show.id);
      await expect(apis.recordings.archive(show.id)).rejects.toMatchObject({
        kind: 'archive-quota-exceeded',
        call: 'recordings/archive',
      });
    });

    it('should refuse recording to an account without the permission and on a channel that is not recordable', async () => {
      const basic = impl.create();
      await basic.signIn('basic@example.com');
      const show = await pastShow(basic.guide);
      await expect(basic.recordings.record(show.id)).rejects.toMatchObject({ kind: 'generic' });
      const demo = impl.create();
      await demo.signIn();
      const channel = (await demo.guide.channels()).find((candidate) => !candidate.recordable)!;
      await expect(demo.recordings.record((await pastShow(demo.guide, channel.id)).id)).rejects.toMatchObject({
        kind: 'generic',
      });
    });

    it('should record a series with its retention and remove it in parts', async () => {
      const apis = impl.create();
      await apis.signIn();
      const episode = (await apis.guide.channelGuide('ch1')).find((show) => show.serieId !== '')!;
      await apis.recordings.recordSerie(episode.serieId, 3);
      const extras = await apis.session.showExtras();
      expect(extras.serials.has(episode.serieId)).toBe(true);
      expect(extras.retention.get(episode.serieId)).toBe(3);
      // What the preview said: the episodes still kept by the retention of 3 (the 3 latest ended, and those to come).
      const { episodes } = await apis.shows.serie(episode.serieId);
      const kept = previewSeriesRule({
        episodes,
        recorded: new Set(),
        archived: new Set(),
        retention: 3,
        quota: { maxSeconds: Infinity, usageSeconds: 0 },
        now: Temporal.Instant.fromEpochMilliseconds(NOW),
      }).added;
      expect(kept.filter((show) => show.stopDate.epochMilliseconds <= NOW)).toHaveLength(3);
      expect([...extras.recordings].sort()).toEqual(kept.map((show) => show.id).sort());
      const entry = (await apis.guide.recordedShows()).find((show) => show.id === episode.serieId);
      expect(entry?.episodes).toHaveLength(kept.length);
      await apis.recordings.removeSerie(episode.serieId, 'episodes');
      expect((await apis.session.showExtras()).recordings.size).toBe(0);
      expect((await apis.session.showExtras()).serials.has(episode.serieId)).toBe(true);
      await apis.recordings.removeSerie(episode.serieId, 'all');
      expect((await apis.session.showExtras()).serials.size).toBe(0);
      await expect(apis.recordings.removeSerie(episode.serieId, 'scheduler')).rejects.toMatchObject({
        kind: 'generic',
      });
    });

    it('should give a download address for a recorded show only', async () => {
      const apis = impl.create();
      await apis.signIn();
      const show = await pastShow(apis.guide);
      await expect(apis.recordings.downloadUri(show.id)).rejects.toMatchObject({ kind: 'generic' });
      await apis.recordings.record(show.id);
      expect(await apis.recordings.downloadUri(show.id)).toMatch(/^\/streams\/replay\/\w+\.mpd\?start=\d+&stop=\d+$/);
    });
  });
}
