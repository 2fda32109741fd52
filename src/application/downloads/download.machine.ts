import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { DownloadInfo, StoredDownload } from '../../ports/offline-store.port';
import { notProvided } from '../not-provided';

export interface DownloadInput {
  readonly info: DownloadInfo;
  /** The show is recordable but not recorded: record it before asking for its address. */
  readonly recordFirst: boolean;
}

export interface DownloadContext extends DownloadInput {
  /** Share stored, 0 to 1. */
  readonly progress: number;
  /** The address the provider gave for this download. */
  readonly url: string | null;
  readonly stored: StoredDownload | null;
  readonly error: ApiErrorKind | null;
  /** The store itself failed midway: what it had stored is gone (the store keeps nothing incomplete). */
  readonly interrupted: boolean;
}

export type DownloadEvent =
  | { type: 'download.start' }
  | { type: 'download.cancel' }
  | { type: 'download.progress'; share: number }
  | { type: 'download.stored'; stored: StoredDownload }
  | { type: 'download.failed'; error: unknown };

/** What the storing actor is given: the stream's address and what the list shows of it. */
export interface StoreInput {
  readonly url: string;
  readonly info: DownloadInfo;
}

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * One show's download (issue 13): record it first when it is only recordable, ask the provider
 * for its address, store it with progress; cancel stops the store and keeps nothing; a failure
 * keeps the user on the screen with the reason, and start tries again (from the address: a store
 * that failed midway kept nothing, so it starts from the beginning).
 */
export const downloadMachine = setup({
  types: {} as { context: DownloadContext; events: DownloadEvent; input: DownloadInput },
  actors: {
    /** PUT recordings/{id}/. */
    record: fromPromise<void, { showId: string }>(async () => notProvided('record')),
    /** GET recordings/{id}/download/uri/. */
    downloadUri: fromPromise<string, { showId: string }>(async () => notProvided('downloadUri')),
    /** Stores the stream; sends progress, then stored or failed; stopping it cancels the store. */
    store: fromCallback<DownloadEvent, StoreInput>(() => notProvided('store')),
  },
  guards: {
    mustRecordFirst: ({ context }) => context.recordFirst,
  },
  actions: {
    resetProgress: assign({ error: null, progress: 0, interrupted: false }),
    markRecorded: assign({ recordFirst: false }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    storeUrl: assign({ url: (_, url: string) => url }),
    storeProgress: assign({ progress: (_, share: number) => share }),
    storeDownload: assign({ stored: (_, stored: StoredDownload) => stored, progress: 1 }),
    /** The store failed midway: what it had stored is gone. */
    interrupt: assign({
      error: (_, failure: { error: unknown }) => errorKind(failure.error),
      interrupted: true,
      progress: 0,
    }),
    clearProgress: assign({ progress: 0 }),
  },
}).createMachine({
  id: 'download',
  initial: 'idle',
  context: ({ input }) => ({ ...input, progress: 0, url: null, stored: null, error: null, interrupted: false }),
  states: {
    idle: {
      on: {
        'download.start': [{ guard: 'mustRecordFirst', target: 'recording' }, { target: 'asking' }],
      },
    },
    recording: {
      tags: ['busy'],
      entry: 'resetProgress',
      invoke: {
        src: 'record',
        input: ({ context }) => ({ showId: context.info.showId }),
        onDone: { target: 'asking', actions: 'markRecorded' },
        onError: { target: 'failed', actions: storeFailure },
      },
    },
    asking: {
      tags: ['busy'],
      entry: 'resetProgress',
      invoke: {
        src: 'downloadUri',
        input: ({ context }) => ({ showId: context.info.showId }),
        onDone: { target: 'storing', actions: { type: 'storeUrl', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: storeFailure },
      },
    },
    storing: {
      tags: ['busy', 'cancellable'],
      invoke: {
        src: 'store',
        input: ({ context }) => ({ url: context.url ?? '', info: context.info }),
      },
      on: {
        'download.progress': { actions: { type: 'storeProgress', params: ({ event }) => event.share } },
        'download.stored': { target: 'done', actions: { type: 'storeDownload', params: ({ event }) => event.stored } },
        'download.failed': {
          target: 'failed',
          actions: { type: 'interrupt', params: ({ event }) => ({ error: event.error }) },
        },
        'download.cancel': { target: 'idle', actions: 'clearProgress' },
      },
    },
    done: {},
    failed: {
      on: {
        'download.start': [{ guard: 'mustRecordFirst', target: 'recording' }, { target: 'asking' }],
      },
    },
  },
});
