import type { Quota } from '../../domain/recordings/quota';
import { previewSeriesRule, type SeriesRulePreview } from '../../domain/recordings/series-rule';
import type { Show } from '../../domain/shows/show';
import type { ShowExtras } from '../../domain/shows/show-extras';
import type { Temporal } from '../../domain/time';
import type { Serie } from '../../ports/shows.port';
import type { RecordingActionsEvent } from './recording-actions.machine';
import type { RecordingItem, RecordingsData } from './recordings.model';

/** The retentions offered: 0 keeps every episode. */
export const RETENTION_CHOICES = [0, 1, 2, 3, 5, 10] as const;

/** A retention offered, with its text (0 keeps every episode). */
export interface RetentionChoice {
  readonly count: number;
  readonly labelKey: string;
  readonly params: { readonly count: number };
}

/** The text of a retention: all episodes, the latest one, or the latest n (the plural said apart). */
export function retentionChoice(count: number): RetentionChoice {
  const labelKey =
    count === 0
      ? 'recordings_retention_all'
      : count === 1
        ? 'recordings_retention_latest_one'
        : 'recordings_retention_latest';
  return { count, labelKey, params: { count } };
}

const RETENTION_MESSAGES = ['recordings_retention_message_all', 'recordings_retention_message_one'] as const;

/** The retentions offered for a rule that keeps `current` now: the usual ones and its own, in order. */
export function retentionChoices(current: number): RetentionChoice[] {
  return [...new Set<number>([...RETENTION_CHOICES, current])].sort((a, b) => a - b).map(retentionChoice);
}

/** One series rule (spec point 4): its retention and the calls of spec point 7 that change it. */
export interface SeriesRuleItem {
  readonly serieId: string;
  readonly title: string;
  readonly channelName: string;
  /** Episodes kept; 0 keeps all. */
  readonly retention: number;
  readonly recordedCount: number;
  readonly unschedule: RecordingActionsEvent;
  readonly removeEpisodes: RecordingActionsEvent;
  readonly removeAll: RecordingActionsEvent;
}

const recordedEpisodes = (data: RecordingsData, serieId: string): readonly Show[] =>
  data.shows.find((show) => show.id === serieId && show.episodes !== undefined)?.episodes ?? [];

/** The user's series rules, by title; a title the list does not give comes from the series itself. */
export function seriesRuleItems(data: RecordingsData, series: ReadonlyMap<string, Serie>): SeriesRuleItem[] {
  return [...data.extras.serials]
    .map((serieId): SeriesRuleItem => {
      const episodes = recordedEpisodes(data, serieId);
      const serie = series.get(serieId);
      const channelId = serie?.channelId ?? episodes[0]?.channelId;
      return {
        serieId,
        title: serie?.title ?? data.shows.find((show) => show.id === serieId)?.title ?? serieId,
        channelName: data.channels.find((channel) => channel.id === channelId)?.name ?? '',
        retention: data.extras.retention.get(serieId) ?? 0,
        recordedCount: episodes.length,
        unschedule: { type: 'recording.unscheduleSerie', serieId },
        removeEpisodes: { type: 'recording.removeSerieEpisodes', serieId },
        removeAll: { type: 'recording.removeSerieAll', serieId },
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** What creating a series rule or changing its retention will do, before it is saved (issue 13, beyond the peers). */
export function retentionPreview(
  serie: Serie,
  retention: number,
  extras: Pick<ShowExtras, 'recordings' | 'archives'>,
  quota: Quota,
  now: Temporal.Instant,
): SeriesRulePreview {
  return previewSeriesRule({
    episodes: serie.episodes,
    recorded: extras.recordings,
    archived: extras.archives,
    retention,
    quota,
    now,
  });
}

/** An action waiting for the user's confirmation. */
export type PendingAction =
  | { readonly kind: 'remove'; readonly item: RecordingItem }
  | { readonly kind: 'unschedule' | 'removeEpisodes' | 'removeAll'; readonly rule: SeriesRuleItem }
  | { readonly kind: 'retention'; readonly rule: SeriesRuleItem; readonly retention: number };

/** The texts of a confirmation dialog and the command it runs. */
export interface Confirmation {
  readonly titleKey: string;
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly confirmKey: string;
  readonly event: RecordingActionsEvent;
}

/** Every deletion and every change to a series rule asks first. */
export function confirmationOf(pending: PendingAction): Confirmation {
  switch (pending.kind) {
    case 'remove':
      return {
        titleKey: 'recordings_remove_title',
        messageKey: 'recordings_remove_message',
        params: { title: pending.item.title },
        confirmKey: 'recordings_remove',
        event: pending.item.remove,
      };
    case 'retention':
      return {
        titleKey: 'recordings_retention_title',
        messageKey: RETENTION_MESSAGES[pending.retention] ?? 'recordings_retention_message',
        params: { title: pending.rule.title, count: pending.retention },
        confirmKey: 'recordings_retention_save',
        event: { type: 'recording.addSerie', serieId: pending.rule.serieId, retention: pending.retention },
      };
    default:
      return {
        titleKey: `recordings_${pending.kind}_title`,
        messageKey: `recordings_${pending.kind}_message`,
        params: { title: pending.rule.title, count: pending.rule.recordedCount },
        confirmKey: `recordings_${pending.kind}`,
        event: pending.rule[pending.kind],
      };
  }
}
