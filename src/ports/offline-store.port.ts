import type { OfflineSupport } from '../domain/downloads/download';
/** What the list of downloads shows of a stored show. */
export interface DownloadInfo {
  readonly showId: string;
  readonly title: string;
  readonly channelName: string;
}

/** A show stored for offline viewing. */
export interface StoredDownload extends DownloadInfo {
  /** Bytes stored. */
  readonly sizeBytes: number;
  /** Seconds of video. */
  readonly durationSeconds: number;
  /** What the player loads to play it from the store, network or not. */
  readonly offlineUrl: string;
  /**
   * True for a download that stopped midway and was not cleaned up (the page closed while it ran):
   * it cannot be played, only removed; storing the show again replaces it. Never true for a
   * download still running in this page (the store does not list those).
   */
  readonly incomplete?: boolean;
}

/** A download under way. */
export interface DownloadOperation {
  /** Resolves with the stored show; rejects when it fails or is cancelled, once what it had stored is removed. */
  readonly done: Promise<StoredDownload>;
  /** Stops the download and keeps nothing of it. */
  cancel(): Promise<void>;
}

/** Shows stored in the browser for offline viewing (shaka-player's offline storage, IndexedDB). */
export interface OfflineStore {
  /** Whether this device can store shows: its engine's offline storage, and room in it. */
  support(): Promise<OfflineSupport>;
  /** The stored shows. */
  list(): Promise<StoredDownload[]>;
  /** Downloads the stream at `manifestUrl`; `onProgress` gets the share done, 0 to 1. */
  store(manifestUrl: string, info: DownloadInfo, onProgress: (share: number) => void): DownloadOperation;
  /** Removes a stored show. */
  remove(showId: string): Promise<void>;
}

export const OFFLINE_STORE = Symbol.for('OfflineStore');
