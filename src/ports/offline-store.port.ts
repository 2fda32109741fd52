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
}

/** A download under way. */
export interface DownloadOperation {
  /** Resolves with the stored show; rejects when it fails or is cancelled. */
  readonly done: Promise<StoredDownload>;
  /** Stops the download and keeps nothing of it. */
  cancel(): Promise<void>;
}

/** Shows stored in the browser for offline viewing (shaka-player's offline storage, IndexedDB). */
export interface OfflineStore {
  /** Whether this browser can store shows at all. */
  supported(): Promise<boolean>;
  /** The stored shows. */
  list(): Promise<StoredDownload[]>;
  /** Downloads the stream at `manifestUrl`; `onProgress` gets the share done, 0 to 1. */
  store(manifestUrl: string, info: DownloadInfo, onProgress: (share: number) => void): DownloadOperation;
  /** Removes a stored show. */
  remove(showId: string): Promise<void>;
}

export const OFFLINE_STORE = Symbol.for('OfflineStore');
