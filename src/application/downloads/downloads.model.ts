import {
  megabytes,
  type DownloadPlan,
  type DownloadRefusal,
  type OfflineSupport,
} from '../../domain/downloads/download';
import type { ApiErrorKind } from '../../domain/errors';
import type { StoredDownload } from '../../ports/offline-store.port';
import type { DownloadEvent } from './download.machine';

/** The state of a download machine, as the screen needs it. */
export interface DownloadState {
  readonly value: 'idle' | 'recording' | 'asking' | 'storing' | 'done' | 'failed';
  readonly progress: number;
  readonly error: ApiErrorKind | null;
  /** The show still has to be recorded before it downloads. */
  readonly recordFirst: boolean;
  /** The store failed midway (what it had stored is removed). */
  readonly interrupted: boolean;
}

/** Why the screen refuses, by the rule of spec point 6. */
export const REFUSAL_TEXTS: Readonly<Record<DownloadRefusal | Exclude<OfflineSupport, 'supported'>, string>> = {
  'not-subscriber': 'download_refused_subscriber',
  encrypted: 'download_refused_encrypted',
  'not-recordable': 'download_refused_not_recordable',
  'not-ended': 'download_refused_not_ended',
  unsupported: 'download_refused_unsupported',
  'no-room': 'download_refused_no_room',
};

/** What the download screen shows and can do for one show. */
export interface DownloadModel {
  /** The text that says why this show cannot be downloaded, or null. */
  readonly refusalKey: string | null;
  /** The main button: its text and its event; null while busy or refused. */
  readonly action: { readonly labelKey: string; readonly event: DownloadEvent } | null;
  /** Whole percent stored while a download runs; null otherwise. */
  readonly percent: number | null;
  readonly statusKey: string | null;
  readonly canCancel: boolean;
  readonly error: ApiErrorKind | null;
  /** Said beside the error when the store failed midway: nothing incomplete was kept. */
  readonly interruptedKey: 'download_interrupted' | null;
  /** The show is in the store already (this time or before). */
  readonly stored: boolean;
}

export function connectDownload(
  state: DownloadState,
  plan: DownloadPlan,
  support: OfflineSupport,
  alreadyStored: boolean,
): DownloadModel {
  const refused =
    plan.kind === 'refused' ? REFUSAL_TEXTS[plan.reason] : support === 'supported' ? null : REFUSAL_TEXTS[support];
  const stored = alreadyStored || state.value === 'done';
  const busy = state.value === 'recording' || state.value === 'asking' || state.value === 'storing';
  const startable = refused === null && !stored && !busy;
  const labelKey =
    state.value === 'failed' ? 'download_retry' : state.recordFirst ? 'download_record_start' : 'download_start';
  const statusKey = stored
    ? 'download_done'
    : ({ recording: 'download_recording', asking: 'download_asking', storing: 'download_storing' }[
        state.value as string
      ] ?? null);
  return {
    refusalKey: stored ? null : refused,
    action: startable ? { labelKey, event: { type: 'download.start' } } : null,
    percent: state.value === 'storing' ? Math.floor(state.progress * 100) : null,
    statusKey,
    canCancel: state.value === 'storing',
    error: state.value === 'failed' ? state.error : null,
    interruptedKey: state.value === 'failed' && state.interrupted ? 'download_interrupted' : null,
    stored,
  };
}

/** One line of the list of downloads. */
export interface DownloadListItem {
  readonly showId: string;
  readonly title: string;
  readonly channelName: string;
  readonly megabytes: number;
  readonly minutes: number;
  /** An earlier download that stopped midway (the page closed): it cannot be played, only deleted or started again. */
  readonly incomplete: boolean;
}

/** The stored shows, by title. */
export function downloadList(stored: readonly StoredDownload[]): DownloadListItem[] {
  return [...stored]
    .sort((a, b) => a.title.localeCompare(b.title) || a.showId.localeCompare(b.showId))
    .map((item) => ({
      showId: item.showId,
      title: item.title,
      channelName: item.channelName,
      megabytes: megabytes(item.sizeBytes),
      minutes: Math.round(item.durationSeconds / 60),
      incomplete: item.incomplete === true,
    }));
}
