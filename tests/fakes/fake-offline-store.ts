import type { OfflineSupport } from '../../src/domain/downloads/download';
import type { DownloadInfo, DownloadOperation, OfflineStore, StoredDownload } from '../../src/ports/offline-store.port';

/** An in-memory offline store; each store waits until the test finishes or fails it. */
export class FakeOfflineStore implements OfflineStore {
  readonly stored = new Map<string, StoredDownload>();
  readonly cancelled: string[] = [];
  supportIs: OfflineSupport = 'supported';
  private pending?: {
    url: string;
    info: DownloadInfo;
    progress: (share: number) => void;
    resolve: (stored: StoredDownload) => void;
    reject: (error: unknown) => void;
  };

  async support() {
    return this.supportIs;
  }
  async list() {
    return [...this.stored.values()];
  }
  async remove(showId: string) {
    this.stored.delete(showId);
  }
  store(url: string, info: DownloadInfo, progress: (share: number) => void): DownloadOperation {
    const done = new Promise<StoredDownload>(
      (resolve, reject) => (this.pending = { url, info, progress, resolve, reject }),
    );
    return {
      done,
      cancel: async () => {
        this.cancelled.push(info.showId);
        this.pending?.reject(new Error('cancelled'));
        this.pending = undefined;
      },
    };
  }

  /** The address of the download under way, if any. */
  get storing(): string | undefined {
    return this.pending?.url;
  }
  progress(share: number) {
    this.pending?.progress(share);
  }
  finish(sizeBytes = 5_000_000) {
    const pending = this.pending!;
    const stored = { ...pending.info, sizeBytes, durationSeconds: 1800, offlineUrl: `offline:${pending.info.showId}` };
    this.stored.set(stored.showId, stored);
    this.pending = undefined;
    pending.resolve(stored);
  }
  fail(error: unknown) {
    this.pending?.reject(error);
    this.pending = undefined;
  }
}
