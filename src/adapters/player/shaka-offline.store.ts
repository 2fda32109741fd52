import type { DownloadInfo, OfflineStore, StoredDownload } from '../../ports/offline-store.port';
import { loadShaka } from './shaka.loader';

type StoredContent = { appMetadata: object | null; duration: number; offlineUri: string | null; size: number };

function toDownload(content: StoredContent): StoredDownload | null {
  const info = content.appMetadata as Partial<DownloadInfo> | null;
  if (!info?.showId || !content.offlineUri) return null;
  return {
    showId: info.showId,
    title: info.title ?? '',
    channelName: info.channelName ?? '',
    sizeBytes: content.size,
    durationSeconds: content.duration,
    offlineUrl: content.offlineUri,
  };
}

/**
 * shaka-player's offline storage (IndexedDB) behind the OfflineStore port. Streams are stored
 * clear (no licence: spec point 6 allows downloads of non-encrypted channels only), every track.
 */
export function createShakaOfflineStore(): OfflineStore {
  const withStorage = async <T>(act: (storage: InstanceType<Awaited<ReturnType<typeof loadShaka>>['offline']['Storage']>) => Promise<T>): Promise<T> => {
    const shaka = await loadShaka();
    const storage = new shaka.offline.Storage();
    try {
      return await act(storage);
    } finally {
      await storage.destroy();
    }
  };
  const list = () => withStorage(async (storage) => (await storage.list()).map((content) => toDownload(content as StoredContent)).filter((item): item is StoredDownload => item !== null));

  return {
    supported: async () => (await loadShaka()).offline.Storage.support(),
    list,
    store(manifestUrl, info, onProgress) {
      let abort: (() => Promise<void>) | undefined;
      let cancelled = false;
      const done = withStorage(async (storage) => {
        storage.configure({ offline: { progressCallback: (_: unknown, share: number) => onProgress(share), usePersistentLicense: false } });
        const operation = storage.store(manifestUrl, { ...info });
        abort = async () => void (await operation.abort());
        if (cancelled) await abort();
        const stored = toDownload((await operation.promise) as StoredContent);
        if (stored === null) throw new Error('stored without its metadata');
        return stored;
      });
      return {
        done,
        async cancel() {
          cancelled = true;
          await abort?.();
          await done.catch(() => undefined);
        },
      };
    },
    async remove(showId) {
      const stored = (await list()).filter((item) => item.showId === showId);
      await withStorage(async (storage) => {
        for (const item of stored) await storage.remove(item.offlineUrl);
      });
    },
  };
}
