import { useState } from 'react';
import {
  connectShowActions,
  seriesRuleStep,
  WEB_PLAY_PATHS,
  type PlayPaths,
  type SeriesRuleDraft,
  type SeriesRuleStep,
  type ShowActionsModel,
  type ShowCommandItem,
} from '../../../application/shows/show-actions.model';
import type { Show } from '../../../domain/shows/show';
import type { ShowFlags } from '../../../domain/shows/show-flags';
import type { RecordingActionsEvent } from '../../../application/recordings/recording-actions.machine';
import { useRecordingActions, type OnRecordingChanged } from './use-recording-actions';

/** The series rule draft as both layouts render it: what it shows, and its two answers. */
export interface SeriesRuleDraftActions extends SeriesRuleDraft {
  /** Records the series with the retention chosen; the draft stays until the call is done. */
  readonly confirm: (retention: number) => void;
  readonly cancel: () => void;
}

export interface ShowActions extends ShowActionsModel {
  readonly send: (event: RecordingActionsEvent) => void;
  readonly busy: boolean;
  /** Runs a command, or opens the series rule draft to record a series; nothing while disabled. */
  readonly run: (item: ShowCommandItem) => void;
  readonly seriesRule: SeriesRuleDraftActions;
}

/**
 * A show's actions for a details view, and how to run a command among them; `onChanged` after
 * each recording change; `paths` says where the playing actions lead in this layout. Recording
 * a series opens its rule draft first (issue 13), in both layouts; it closes once the call is done.
 */
export function useShowActions(
  show: Show,
  flags: ShowFlags,
  onChanged: OnRecordingChanged,
  paths: PlayPaths = WEB_PLAY_PATHS,
): ShowActions {
  const recording = useRecordingActions(onChanged);
  const [step, setStep] = useState<SeriesRuleStep>('closed');
  // Adjusted in the render that sees the call done (not in an effect after it).
  const current = seriesRuleStep(step, recording.busy);
  if (current !== step) setStep(current);
  const model = connectShowActions(show, flags, recording, paths, current);
  return {
    ...model,
    send: recording.send,
    busy: recording.busy,
    run: (item) => {
      if (item.disabled) return;
      if (item.kind === 'seriesRule') setStep('choosing');
      else recording.send(item.event);
    },
    seriesRule: {
      ...model.seriesRule,
      confirm: (retention) => {
        if (recording.busy) return;
        recording.send(model.seriesRule.event(retention));
        setStep('saving');
      },
      cancel: () => setStep('closed'),
    },
  };
}
