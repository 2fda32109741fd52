import type { Channel } from '../../domain/guide/channel';
import { canArchive } from '../../domain/session/access';
import { hasPermission, type Profile } from '../../domain/session/profile';
import { quotaView, type QuotaView } from '../../domain/recordings/quota';
import { expiringSoon, remainingExpirationDays, type RecordingEntry } from '../../domain/recordings/recording';
import { showDurationSeconds, showTiming, type Show } from '../../domain/shows/show';
import type { ShowExtras } from '../../domain/shows/show-extras';
import type { Temporal } from '../../domain/time';
import type { Quotas } from '../../ports/recordings.port';
import type { RecordingActionsEvent } from './recording-actions.machine';
import { livePlayPath, liveReplayPath } from '../navigation/route-catalogue';
import { livePlayerPath, replayPlayerPath } from '../playback/player-route';

/** The tabs of /recordings/{tab} (spec point 2), in the order shown; `completed` is the default. */
export const RECORDING_TABS = ['completed', 'planned', 'series', 'archives', 'expiring'] as const;
export type RecordingTab = (typeof RECORDING_TABS)[number];

/** The tabs this account sees: archives need the archives permission (spec point 6). */
export function recordingTabs(profile: Profile | null): RecordingTab[] {
  return RECORDING_TABS.filter((tab) => tab !== 'archives' || (profile !== null && hasPermission(profile, 'archives')));
}

export function isRecordingTab(tab: string | undefined, profile: Profile | null): tab is RecordingTab {
  return recordingTabs(profile).some((offered) => offered === tab);
}

/** Where the user and the clock stand. */
export interface RecordingsContext {
  readonly profile: Profile | null;
  readonly now: Temporal.Instant;
  readonly timeZone: string;
}

/** The loaded data of the screen: recorded shows (series carrying `episodes`), extras, the lineup. */
export interface RecordingsData {
  readonly shows: readonly Show[];
  readonly extras: ShowExtras;
  readonly channels: readonly Channel[];
}

/** One recording as a list shows it, with its actions. */
export interface RecordingItem {
  readonly id: string;
  readonly title: string;
  readonly subTitle: string;
  /** The series' title for an episode of a series rule. */
  readonly serieTitle: string | null;
  readonly channelName: string;
  readonly start: Temporal.Instant;
  readonly durationMinutes: number;
  /** Calendar days before the recording is deleted; null when archived (kept for good). */
  readonly daysLeft: number | null;
  /** Play (live, while it airs) or replay (once ended); nothing before it starts. */
  readonly play: { readonly labelKey: string; readonly to: string } | null;
  readonly archive: RecordingActionsEvent | null;
  readonly remove: RecordingActionsEvent;
}

/** Where a recording plays in a layout: the web's live screen, the TV's full-screen player. */
export interface RecordingPlayPaths {
  readonly watch: (channelId: string) => string;
  readonly replay: (showId: string) => string;
}

export const WEB_RECORDING_PATHS: RecordingPlayPaths = {
  watch: (channelId) => livePlayPath(channelId),
  replay: (showId) => liveReplayPath(showId),
};

export const TV_RECORDING_PATHS: RecordingPlayPaths = { watch: livePlayerPath, replay: replayPlayerPath };

/** The provider's list as entries: a show carrying `episodes` stands for a recorded series. */
export function recordingEntries(shows: readonly Show[]): RecordingEntry[] {
  return shows.map((show): RecordingEntry =>
    show.episodes !== undefined
      ? { kind: 'serie', serieId: show.id, title: show.title, episodes: show.episodes }
      : { kind: 'show', show },
  );
}

const flatten = (entries: readonly RecordingEntry[]): { show: Show; serieTitle: string | null }[] =>
  entries.flatMap((entry): { show: Show; serieTitle: string | null }[] =>
    entry.kind === 'show'
      ? [{ show: entry.show, serieTitle: null }]
      : entry.episodes.map((show) => ({ show, serieTitle: entry.title })),
  );

function itemOf(
  show: Show,
  serieTitle: string | null,
  data: RecordingsData,
  context: RecordingsContext,
  paths: RecordingPlayPaths,
): RecordingItem {
  const archived = data.extras.archives.has(show.id);
  const timing = showTiming(show, context.now);
  const play =
    timing === 'ended'
      ? { labelKey: 'recordings_replay', to: paths.replay(show.id) }
      : timing === 'current'
        ? { labelKey: 'recordings_watch', to: paths.watch(show.channelId) }
        : null;
  const archivable = timing !== 'future' && canArchive(context.profile, { isRecorded: true, isArchived: archived });
  return {
    id: show.id,
    title: show.title,
    subTitle: show.subTitle,
    serieTitle,
    channelName: data.channels.find((channel) => channel.id === show.channelId)?.name ?? '',
    start: show.startDate,
    durationMinutes: Math.round(showDurationSeconds(show) / 60),
    daysLeft: archived ? null : remainingExpirationDays(show, context.now, context.timeZone),
    play,
    archive: archivable ? { type: 'recording.archive', showId: show.id } : null,
    remove: { type: 'recording.remove', showId: show.id },
  };
}

const newestFirst = (a: RecordingItem, b: RecordingItem) => b.start.epochMilliseconds - a.start.epochMilliseconds;
const oldestFirst = (a: RecordingItem, b: RecordingItem) => -newestFirst(a, b);

/**
 * The recordings of a list tab: completed (started, newest first), planned (to come, soonest
 * first), archives, and expiring soon (spec point 4: series reduced to those episodes, the
 * soonest to go first). Play and replay lead where `paths` says (the web's by default).
 */
export function recordingItems(
  tab: Exclude<RecordingTab, 'series'>,
  data: RecordingsData,
  context: RecordingsContext,
  paths: RecordingPlayPaths = WEB_RECORDING_PATHS,
): RecordingItem[] {
  const entries = recordingEntries(data.shows);
  const chosen =
    tab === 'expiring' ? expiringSoon(entries, data.extras.archives, context.now, context.timeZone) : entries;
  const items = flatten(chosen).map(({ show, serieTitle }) => itemOf(show, serieTitle, data, context, paths));
  const future = (item: RecordingItem) => item.start.epochMilliseconds > context.now.epochMilliseconds;
  if (tab === 'planned') return items.filter(future).sort(oldestFirst);
  if (tab === 'completed') return items.filter((item) => !future(item)).sort(newestFirst);
  if (tab === 'archives') return items.filter((item) => data.extras.archives.has(item.id)).sort(newestFirst);
  return items.sort(oldestFirst);
}

/** A storage gauge (spec point 9: seconds shown in hours, and a percentage). */
export interface QuotaMeter {
  readonly labelKey: 'recordings_quota_recordings' | 'recordings_quota_archives';
  readonly view: QuotaView;
}

/** The recordings gauge, and the archives one for accounts that may archive. */
export function quotaMeters(quotas: Quotas, profile: Profile | null): QuotaMeter[] {
  const archives = profile !== null && hasPermission(profile, 'archives');
  return [
    { labelKey: 'recordings_quota_recordings' as const, view: quotaView(quotas.recordings) },
    ...(archives ? [{ labelKey: 'recordings_quota_archives' as const, view: quotaView(quotas.archives) }] : []),
  ];
}
