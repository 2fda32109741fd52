import {
  connectShowActions,
  WEB_PLAY_PATHS,
  type PlayPaths,
  type ShowActionsModel,
} from '../../../application/shows/show-actions.model';
import type { Show } from '../../../domain/shows/show';
import type { ShowFlags } from '../../../domain/shows/show-flags';
import type { RecordingActionsEvent } from '../../../application/recordings/recording-actions.machine';
import { useRecordingActions, type OnRecordingChanged } from './use-recording-actions';

/**
 * A show's actions for a details view, and how to run a command among them; `onChanged` after
 * each recording change; `paths` says where the playing actions lead in this layout.
 */
export function useShowActions(
  show: Show,
  flags: ShowFlags,
  onChanged: OnRecordingChanged,
  paths: PlayPaths = WEB_PLAY_PATHS,
): ShowActionsModel & { readonly send: (event: RecordingActionsEvent) => void; readonly busy: boolean } {
  const recording = useRecordingActions(onChanged);
  return { ...connectShowActions(show, flags, recording, paths), send: recording.send, busy: recording.busy };
}
