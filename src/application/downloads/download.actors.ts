import { fromCallback, fromPromise } from 'xstate';
import type { OfflineStore } from '../../ports/offline-store.port';
import type { RecordingsApi } from '../../ports/recordings.port';
import { downloadMachine, type DownloadEvent, type StoreInput } from './download.machine';

/** The download machine over the recordings port and the offline store. */
export function provideDownload(recordingsApi: RecordingsApi, store: OfflineStore) {
  return downloadMachine.provide({
    actors: {
      record: fromPromise<void, { showId: string }>(({ input }) => recordingsApi.record(input.showId)),
      downloadUri: fromPromise<string, { showId: string }>(({ input }) => recordingsApi.downloadUri(input.showId)),
      store: fromCallback<DownloadEvent, StoreInput>(({ input, sendBack }) => {
        let finished = false;
        const operation = store.store(input.url, input.info, (share) => sendBack({ type: 'download.progress', share }));
        operation.done
          .then(
            (stored) => sendBack({ type: 'download.stored', stored }),
            (error: unknown) => sendBack({ type: 'download.failed', error }),
          )
          .finally(() => (finished = true));
        // Leaving the state (cancel) stops the store: nothing of it is kept.
        return () => void (finished ? undefined : operation.cancel());
      }),
    },
  });
}

export type DownloadMachine = ReturnType<typeof provideDownload>;
export { DOWNLOAD_MACHINE } from '../tokens';
