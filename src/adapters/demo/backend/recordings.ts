import { previewSeriesRule } from '../../../domain/recordings/series-rule';
import { showDurationSeconds, type Show } from '../../../domain/shows/show';
import { Temporal } from '../../../domain/time';
import type { Quotas, SerieRemoval } from '../../../ports/recordings.port';
import { replayStream } from '../catalogue/streams';
import type { BackendContext } from './context';
import { fault } from './fault';
import type { AccountState } from './state';

/** Storage each account has, in seconds (100 h of recordings, 20 h of archives). */
export interface QuotaLimits {
  readonly recordingSeconds: number;
  readonly archiveSeconds: number;
}
export const DEFAULT_QUOTAS: QuotaLimits = { recordingSeconds: 100 * 3600, archiveSeconds: 20 * 3600 };

/** Recordings, archives and series recordings of each account. */
export class RecordingsBackend {
  constructor(
    private readonly ctx: BackendContext,
    private readonly limits: QuotaLimits = DEFAULT_QUOTAS,
  ) {}

  record(username: string, showId: string): void {
    this.ctx.require(username, 'recordings');
    const show = this.recordable(showId);
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      if (records.recordings.includes(showId)) return;
      this.checkRecordingQuota(records, showDurationSeconds(show));
      records.recordings.push(showId);
    });
  }

  archive(username: string, showId: string): void {
    this.ctx.require(username, 'archives');
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      if (!records.recordings.includes(showId)) fault('not-found', 'not recorded');
      if (records.archives.includes(showId)) return;
      const used = this.seconds(records.archives) + showDurationSeconds(this.show(showId));
      if (used > this.limits.archiveSeconds) fault('archive-quota-exceeded');
      records.archives.push(showId);
    });
  }

  remove(username: string, showId: string): void {
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      if (!records.recordings.includes(showId)) fault('not-found', 'not recorded');
      records.recordings = records.recordings.filter((id) => id !== showId);
      records.archives = records.archives.filter((id) => id !== showId);
    });
  }

  /**
   * Saves a series rule as the preview the user saw says (domain `previewSeriesRule`): records
   * the episodes of the guide span it keeps, deletes at once those newer episodes already push
   * out of the retention, and refuses (509) when the quota after it would be exceeded.
   */
  recordSerie(username: string, serieId: string, retention: number): void {
    this.ctx.require(username, 'recordings');
    const episodes = this.episodes(serieId);
    if (episodes.length === 0) fault('not-found', 'unknown series');
    if (!this.ctx.catalogue.channel(episodes[0]!.channelId)?.channel.recordable)
      fault('not-entitled', 'channel not recordable');
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      const plan = previewSeriesRule({
        episodes,
        recorded: new Set(records.recordings),
        archived: new Set(records.archives),
        retention,
        quota: { maxSeconds: this.limits.recordingSeconds, usageSeconds: this.seconds(records.recordings) },
        now: Temporal.Instant.fromEpochMilliseconds(this.ctx.now()),
      });
      if (plan.exceedsQuota) fault('recording-quota-exceeded');
      const removed = new Set(plan.removedNow.map((show) => show.id));
      records.recordings = [
        ...records.recordings.filter((id) => !removed.has(id)),
        ...plan.added.map((show) => show.id),
      ];
      records.serials[serieId] = retention;
    });
  }

  removeSerie(username: string, serieId: string, part: SerieRemoval): void {
    this.ctx.update((state) => {
      const records = this.ctx.records(state, username);
      const inSerie = (id: string) => this.ctx.catalogue.show(id)?.serieId === serieId;
      if (!(serieId in records.serials) && !records.recordings.some(inSerie)) fault('not-found', 'series not recorded');
      if (part !== 'scheduler') {
        records.recordings = records.recordings.filter((id) => !inSerie(id));
        records.archives = records.archives.filter((id) => !inSerie(id));
      }
      if (part !== 'episodes') delete records.serials[serieId];
    });
  }

  quotas(username: string): Quotas {
    const records = this.ctx.view(username);
    return {
      recordings: { maxSeconds: this.limits.recordingSeconds, usageSeconds: this.seconds(records.recordings) },
      archives: { maxSeconds: this.limits.archiveSeconds, usageSeconds: this.seconds(records.archives) },
    };
  }

  /** A download address for a recorded show of a channel that is not encrypted. */
  downloadUri(username: string, showId: string): string {
    if (!this.ctx.view(username).recordings.includes(showId)) fault('not-found', 'not recorded');
    const show = this.show(showId);
    const entry = this.ctx.catalogue.channel(show.channelId)!;
    if (entry.channel.encrypted) fault('not-entitled', 'encrypted channel');
    return replayStream(entry, show).url;
  }

  /** Recorded shows; episodes of a recorded series are gathered in one entry carrying `episodes`. */
  recordedShows(username: string): Show[] {
    const records = this.ctx.view(username);
    const shows = records.recordings
      .map((id) => this.ctx.catalogue.show(id))
      .filter((show): show is Show => show !== undefined);
    const singles = shows.filter((show) => !(show.serieId in records.serials));
    const series = Object.keys(records.serials).flatMap((serieId): Show[] => {
      const episodes = shows.filter((show) => show.serieId === serieId);
      const first = episodes[0];
      return first === undefined
        ? []
        : [
            {
              ...first,
              id: serieId,
              title: first.serieTitle ?? first.title,
              subTitle: '',
              nbEpisodes: episodes.length,
              episodes,
            },
          ];
    });
    return [...singles, ...series];
  }

  /** Every episode of a series in the guide span, oldest first. */
  episodes(serieId: string): Show[] {
    const channelId = serieId.startsWith('serie-') ? serieId.slice('serie-'.length) : '';
    if (this.ctx.catalogue.channel(channelId) === undefined) return [];
    return this.ctx.catalogue.channelGuide(channelId, this.ctx.now()).filter((show) => show.serieId === serieId);
  }

  private checkRecordingQuota(records: AccountState, addedSeconds: number): void {
    if (this.seconds(records.recordings) + addedSeconds > this.limits.recordingSeconds)
      fault('recording-quota-exceeded');
  }

  private recordable(showId: string): Show {
    const show = this.show(showId);
    if (!this.ctx.catalogue.channel(show.channelId)?.channel.recordable)
      fault('not-entitled', 'channel not recordable');
    return show;
  }

  private show(showId: string): Show {
    return this.ctx.catalogue.show(showId) ?? fault('not-found', 'unknown show');
  }

  private seconds(showIds: readonly string[]): number {
    return showIds.reduce(
      (sum, id) => sum + (this.ctx.catalogue.show(id) ? showDurationSeconds(this.ctx.catalogue.show(id)!) : 0),
      0,
    );
  }
}
