import type { ApiErrorKind } from '../../domain/errors';
import type { Show } from '../../domain/shows/show';
import { showActions, showStates, type ShowAction, type ShowState } from '../../domain/shows/show-actions';
import type { ShowFlags } from '../../domain/shows/show-flags';
import { livePlayerPath, replayPlayerPath } from '../playback/player-route';
import { liveReplayPath, livePlayPath } from '../navigation/route-catalogue';
import type { RecordingActionsEvent } from '../recordings/recording-actions.machine';
import { RETENTION_CHOICES, retentionChoice, type RetentionChoice } from '../recordings/series-rules.model';

/**
 * One offered action: a link to where it plays, a command the recording actions run, or recording
 * the series, which first opens the series rule draft (its retention and what the rule will do, issue 13).
 */
export type ShowActionItem =
  | { readonly action: ShowAction; readonly labelKey: string; readonly kind: 'link'; readonly to: string }
  | {
      readonly action: ShowAction;
      readonly labelKey: string;
      readonly kind: 'command';
      readonly event: RecordingActionsEvent;
      readonly disabled: boolean;
    }
  | {
      readonly action: 'recordSerie';
      readonly labelKey: string;
      readonly kind: 'seriesRule';
      readonly disabled: boolean;
    };

/** An action that runs here rather than leading elsewhere: a command, or opening the series rule draft. */
export type ShowCommandItem = Exclude<ShowActionItem, { kind: 'link' }>;

/**
 * Where the series rule draft is: closed, its retention being chosen, or its call running (the
 * draft stays shown while it runs and closes once it is done, failed or not).
 */
export type SeriesRuleStep = 'closed' | 'choosing' | 'saving';

/** The step after the recording actions' `busy` changed: a draft whose call is done closes. */
export const seriesRuleStep = (step: SeriesRuleStep, busy: boolean): SeriesRuleStep =>
  step === 'saving' && !busy ? 'closed' : step;

export type { RetentionChoice };

/** The retentions the series rule draft offers, in order; the first (all episodes) is chosen at first. */
export const SERIES_RULE_RETENTIONS: readonly RetentionChoice[] = RETENTION_CHOICES.map(retentionChoice);

/** What the series rule draft shows, and the event that records the series with the retention chosen. */
export interface SeriesRuleDraft {
  readonly open: boolean;
  readonly serieId: string;
  /** The series' title, else the show's. */
  readonly title: string;
  readonly busy: boolean;
  readonly event: (retention: number) => RecordingActionsEvent;
}

/** What a details view shows of a show's actions. */
export interface ShowActionsModel {
  readonly items: readonly ShowActionItem[];
  /** Text keys of what the show already is (recorded, archived, series recorded). */
  readonly stateKeys: readonly string[];
  /** Why the last recording command failed (its text is the error's own, spec point 8). */
  readonly error: ApiErrorKind | null;
  readonly seriesRule: SeriesRuleDraft;
}

/** The recording-actions machine as the model needs it. */
export interface RecordingStatus {
  readonly busy: boolean;
  readonly error: ApiErrorKind | null;
}

type ShowRef = Pick<Show, 'id' | 'channelId' | 'serieId' | 'title' | 'serieTitle'>;

const LABEL_KEYS: Readonly<Record<ShowAction, string>> = {
  watch: 'overlay_watch_live',
  replay: 'overlay_replay',
  startover: 'overlay_startover',
  record: 'overlay_record',
  recordSerie: 'overlay_record_serie',
  archive: 'overlay_archive',
  removeRecording: 'overlay_remove_recording',
  download: 'overlay_download',
};

const STATE_KEYS: Readonly<Record<ShowState, string>> = {
  recorded: 'overlay_recorded',
  archived: 'overlay_archived',
  serieRecorded: 'overlay_serie_recorded',
};

/** The download screen of a show. */
const downloadPath = (showId: string) => `/download/${encodeURIComponent(showId)}`;

/** Where the playing actions lead in a layout: the web's live screen plays, the TV's full-screen player. */
export interface PlayPaths {
  readonly watch: (show: ShowRef) => string;
  readonly replay: (show: ShowRef) => string;
  readonly startover: (show: ShowRef) => string;
}

export const WEB_PLAY_PATHS: PlayPaths = {
  watch: (show) => livePlayPath(show.channelId),
  replay: (show) => liveReplayPath(show.id),
  startover: (show) => liveReplayPath(show.id),
};

export const TV_PLAY_PATHS: PlayPaths = {
  watch: (show) => livePlayerPath(show.channelId),
  replay: (show) => replayPlayerPath(show.id),
  // The TV player starts a show on now over from its beginning when asked to replay it.
  startover: (show) => replayPlayerPath(show.id),
};

function linkOf(action: ShowAction, show: ShowRef, paths: PlayPaths): string | null {
  if (action === 'watch' || action === 'replay' || action === 'startover') return paths[action](show);
  if (action === 'download') return downloadPath(show.id);
  return null;
}

function eventOf(action: ShowAction, show: ShowRef): RecordingActionsEvent {
  if (action === 'archive') return { type: 'recording.archive', showId: show.id };
  if (action === 'removeRecording') return { type: 'recording.remove', showId: show.id };
  return { type: 'recording.add', showId: show.id };
}

function itemOf(action: ShowAction, show: ShowRef, recording: RecordingStatus, paths: PlayPaths): ShowActionItem {
  const to = linkOf(action, show, paths);
  const labelKey = LABEL_KEYS[action];
  if (to !== null) return { action, labelKey, kind: 'link', to };
  if (action === 'recordSerie') return { action, labelKey, kind: 'seriesRule', disabled: recording.busy };
  return { action, labelKey, kind: 'command', event: eventOf(action, show), disabled: recording.busy };
}

/**
 * A show's actions (spec points 3 and 6) in the domain's order, each a link, a recording command,
 * or the series rule draft, shown at `step`.
 */
export function connectShowActions(
  show: ShowRef,
  flags: ShowFlags,
  recording: RecordingStatus,
  paths: PlayPaths = WEB_PLAY_PATHS,
  step: SeriesRuleStep = 'closed',
): ShowActionsModel {
  return {
    items: showActions(flags).map((action) => itemOf(action, show, recording, paths)),
    stateKeys: showStates(flags).map((state) => STATE_KEYS[state]),
    error: recording.error,
    seriesRule: {
      open: step === 'choosing' || (step === 'saving' && recording.busy),
      serieId: show.serieId,
      title: show.serieTitle ?? show.title,
      busy: recording.busy,
      event: (retention) => ({ type: 'recording.addSerie', serieId: show.serieId, retention }),
    },
  };
}
