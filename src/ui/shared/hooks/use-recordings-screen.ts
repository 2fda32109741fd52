import { useEffect, useState } from 'react';
import { mapLoaded, type Loaded } from '../../../application/loaded';
import type { RecordingActionsEvent } from '../../../application/recordings/recording-actions.machine';
import {
  quotaMeters,
  recordingItems,
  recordingTabs,
  WEB_RECORDING_PATHS,
  type QuotaMeter,
  type RecordingPlayPaths,
  type RecordingItem,
  type RecordingTab,
} from '../../../application/recordings/recordings.model';
import {
  confirmationOf,
  retentionChoices,
  retentionPreview,
  seriesRuleItems,
  type Confirmation,
  type PendingAction,
  type RetentionChoice,
  type SeriesRuleItem,
} from '../../../application/recordings/series-rules.model';
import type { ApiErrorKind } from '../../../domain/errors';
import type { SeriesRulePreview } from '../../../domain/recordings/series-rule';
import { useAuth } from './use-auth';
import { useNow, useTimeZone } from './use-now';
import { useRecordingActions } from './use-recording-actions';
import { useRecordingsData } from './use-recordings-data';

/** The recordings screen as both layouts render it. */
export interface RecordingsScreen {
  readonly tabs: readonly RecordingTab[];
  /** The recordings of a list tab (empty on the series tab). */
  readonly items: Loaded<readonly RecordingItem[]>;
  /** The series rules (the series tab). */
  readonly rules: Loaded<readonly SeriesRuleItem[]>;
  readonly meters: Loaded<readonly QuotaMeter[]>;
  /** The action waiting for the user's yes, its texts, and for a retention change what it will do. */
  readonly confirmation: Confirmation | null;
  readonly preview: Loaded<SeriesRulePreview> | null;
  /** For a retention change waiting for its yes: the retentions offered, and how to choose another one (its preview follows). */
  readonly retention: {
    readonly chosen: number;
    readonly choices: readonly RetentionChoice[];
    readonly choose: (count: number) => void;
  } | null;
  /** Opens the confirmation of an action. */
  readonly ask: (action: PendingAction) => void;
  /** Runs the action waiting; a retention left as it was only closes the dialog. */
  readonly confirm: () => void;
  readonly cancel: () => void;
  /** Runs an action that needs no confirmation (archive). */
  readonly run: (event: RecordingActionsEvent) => void;
  readonly busy: boolean;
  /** Why the last action failed (509: the quota texts of spec point 8); nothing changed. */
  readonly error: ApiErrorKind | null;
  readonly dismiss: () => void;
  readonly retry: () => void;
}

/**
 * Wires the recordings and series-rules models to the data, the clock and the recording actions;
 * play and replay lead where `paths` says for the layout (the web's live screen by default).
 */
export function useRecordingsScreen(
  tab: RecordingTab,
  paths: RecordingPlayPaths = WEB_RECORDING_PATHS,
): RecordingsScreen {
  const { session } = useAuth();
  const now = useNow();
  const timeZone = useTimeZone();
  const resources = useRecordingsData(tab === 'series');
  const recording = useRecordingActions(() => resources.reload());
  const [pending, setPending] = useState<PendingAction | null>(null);
  // The dialog closes once its command has finished, whether it went through or failed.
  useEffect(() => {
    if (!recording.busy) setPending(null);
  }, [recording.busy]);
  const profile = session?.profile ?? null;
  const context = { profile, now, timeZone };
  const series = resources.series.status === 'success' ? resources.series.data : new Map();
  const preview =
    pending?.kind === 'retention' ? previewOf(resources, pending.rule.serieId, pending.retention, now) : null;
  return {
    tabs: recordingTabs(profile),
    items: mapLoaded(resources.data, (data) => (tab === 'series' ? [] : recordingItems(tab, data, context, paths))),
    rules: mapLoaded(resources.data, (data) => seriesRuleItems(data, series)),
    meters: mapLoaded(resources.quotas, (quotas) => quotaMeters(quotas, profile)),
    confirmation: pending ? confirmationOf(pending) : null,
    preview,
    retention:
      pending?.kind === 'retention'
        ? {
            chosen: pending.retention,
            choices: retentionChoices(pending.rule.retention),
            choose: (count) => setPending({ ...pending, retention: count }),
          }
        : null,
    ask: (action) => {
      recording.send({ type: 'recording.dismiss' });
      setPending(action);
    },
    confirm: () => {
      if (pending?.kind === 'retention' && pending.retention === pending.rule.retention) setPending(null);
      else if (pending) recording.send(confirmationOf(pending).event);
    },
    cancel: () => setPending(null),
    run: recording.send,
    busy: recording.busy,
    error: recording.error,
    dismiss: () => recording.send({ type: 'recording.dismiss' }),
    retry: resources.reload,
  };
}

function previewOf(
  resources: ReturnType<typeof useRecordingsData>,
  serieId: string,
  retention: number,
  now: Parameters<typeof retentionPreview>[4],
): Loaded<SeriesRulePreview> {
  const { data, quotas, series } = resources;
  if (data.status !== 'success') return data;
  if (quotas.status !== 'success') return quotas;
  if (series.status !== 'success') return series;
  const serie = series.data.get(serieId);
  if (serie === undefined) return { status: 'failure', error: new Error(`series ${serieId} not read`) };
  return { status: 'success', data: retentionPreview(serie, retention, data.data.extras, quotas.data.recordings, now) };
}
