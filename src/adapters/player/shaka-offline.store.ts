import { offlineSupport, type StorageRoom } from '../../domain/downloads/download';
import { ApiError } from '../../domain/errors';
import { classifyPlayerError, type PlayerErrorInfo } from '../../domain/playback/player-failure';
import type { DownloadInfo, OfflineStore, StoredDownload } from '../../ports/offline-store.port';
import { loadShaka } from './shaka.loader';

type StoredContent = {
  appMetadata: object | null;
  duration: number;
  offlineUri: string | null;
  size: number;
  isIncomplete?: boolean;
};

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
    ...(content.isIncomplete === true ? { incomplete: true } : {}),
  };
}

/** The browser's estimate of its storage, or null where the engine has none (some TVs) or it fails. */
async function storageRoom(): Promise<StorageRoom | null> {
  try {
    return (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    return null;
  }
}

const isPlayerError = (error: unknown): error is PlayerErrorInfo =>
  typeof error === 'object' &&
  error !== null &&
  ['severity', 'category', 'code'].every((key) => typeof (error as Record<string, unknown>)[key] === 'number');

/** A failed store as the screens read failures: segments that no longer come (offline) are `network`. */
export function storeFailure(error: unknown, online: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (!isPlayerError(error)) return new ApiError(online ? 'generic' : 'network', 'offline/store', String(error));
  return new ApiError(
    classifyPlayerError({ ...error, severity: 2 }, online) ?? 'generic',
    'offline/store',
    `shaka ${error.category}/${error.code}`,
  );
}

/**
 * shaka-player's offline storage (IndexedDB) behind the OfflineStore port. Streams are stored
 * clear (no licence: spec point 6 allows downloads of non-encrypted channels only), every track.
 * shaka writes a download's manifest first, marked incomplete, and removes it when the store
 * fails; one left behind by a page closed midway is listed as incomplete, and replaced when the
 * show is stored again. Downloads running in this page are not listed until they are complete.
 */
export function createShakaOfflineStore(): OfflineStore {
  const running = new Set<string>();
  const withStorage = async <T>(
    act: (storage: InstanceType<Awaited<ReturnType<typeof loadShaka>>['offline']['Storage']>) => Promise<T>,
  ): Promise<T> => {
    const shaka = await loadShaka();
    const storage = new shaka.offline.Storage();
    try {
      return await act(storage);
    } finally {
      await storage.destroy();
    }
  };
  const listAll = () =>
    withStorage(async (storage) =>
      (await storage.list())
        .map((content) => toDownload(content as StoredContent))
        .filter((item): item is StoredDownload => item !== null),
    );
  const removeWhere = async (wanted: (item: StoredDownload) => boolean) => {
    const stored = (await listAll()).filter(wanted);
    if (stored.length === 0) return;
    await withStorage(async (storage) => {
      for (const item of stored) await storage.remove(item.offlineUrl);
    });
  };
  const leftOver = (showId: string) => (item: StoredDownload) => item.showId === showId && item.incomplete === true;

  return {
    support: async () => offlineSupport((await loadShaka()).offline.Storage.support(), await storageRoom()),
    list: async () => (await listAll()).filter((item) => !(item.incomplete && running.has(item.showId))),
    store(manifestUrl, info, onProgress) {
      let abort: (() => Promise<void>) | undefined;
      let cancelled = false;
      running.add(info.showId);
      const stored = async () => {
        await removeWhere(leftOver(info.showId));
        return withStorage(async (storage) => {
          storage.configure({
            offline: {
              progressCallback: (_: unknown, share: number) => onProgress(share),
              usePersistentLicense: false,
            },
          });
          const operation = storage.store(manifestUrl, { ...info });
          abort = async () => void (await operation.abort());
          if (cancelled) await abort();
          const content = toDownload((await operation.promise) as StoredContent);
          if (content === null) throw new Error('stored without its metadata');
          return content;
        });
      };
      const done = stored()
        .catch(async (error: unknown) => {
          // shaka removes what it stored; anything it could not is removed here, never listed as done.
          await removeWhere(leftOver(info.showId)).catch(() => undefined);
          throw storeFailure(error, globalThis.navigator?.onLine !== false);
        })
        .finally(() => running.delete(info.showId));
      return {
        done,
        async cancel() {
          cancelled = true;
          await abort?.();
          await done.catch(() => undefined);
        },
      };
    },
    remove: (showId) => removeWhere((item) => item.showId === showId),
  };
}
