import type { ApiErrorKind } from '../../domain/errors';
import type { Show } from '../../domain/shows/show';
import { showActions, showStates, type ShowAction, type ShowState } from '../../domain/shows/show-actions';
import type { ShowFlags } from '../../domain/shows/show-flags';
import { livePlayerPath, replayPlayerPath } from '../playback/player-route';
import { liveReplayPath, livePlayPath } from '../navigation/route-catalogue';
import type { RecordingActionsEvent } from '../recordings/recording-actions.machine';

/** One offered action: a link to where it plays, or a command the recording actions run. */
export type ShowActionItem =
  | { readonly action: ShowAction; readonly labelKey: string; readonly kind: 'link'; readonly to: string }
  | {
      readonly action: ShowAction;
      readonly labelKey: string;
      readonly kind: 'command';
      readonly event: RecordingActionsEvent;
      readonly disabled: boolean;
    };

/** What a details view shows of a show's actions. */
export interface ShowActionsModel {
  readonly items: readonly ShowActionItem[];
  /** Text keys of what the show already is (recorded, archived, series recorded). */
  readonly stateKeys: readonly string[];
  /** Why the last recording command failed (its text is the error's own, spec point 8). */
  readonly error: ApiErrorKind | null;
}

/** The recording-actions machine as the model needs it. */
export interface RecordingStatus {
  readonly busy: boolean;
  readonly error: ApiErrorKind | null;
}

type ShowRef = Pick<Show, 'id' | 'channelId' | 'serieId'>;

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
  if (action === 'recordSerie') return { type: 'recording.addSerie', serieId: show.serieId, retention: 0 };
  if (action === 'archive') return { type: 'recording.archive', showId: show.id };
  if (action === 'removeRecording') return { type: 'recording.remove', showId: show.id };
  return { type: 'recording.add', showId: show.id };
}

/** A show's actions (spec points 3 and 6) in the domain's order, each a link or a recording command. */
export function connectShowActions(
  show: ShowRef,
  flags: ShowFlags,
  recording: RecordingStatus,
  paths: PlayPaths = WEB_PLAY_PATHS,
): ShowActionsModel {
  const items = showActions(flags).map((action): ShowActionItem => {
    const to = linkOf(action, show, paths);
    const labelKey = LABEL_KEYS[action];
    return to !== null
      ? { action, labelKey, kind: 'link', to }
      : { action, labelKey, kind: 'command', event: eventOf(action, show), disabled: recording.busy };
  });
  return { items, stateKeys: showStates(flags).map((state) => STATE_KEYS[state]), error: recording.error };
}
