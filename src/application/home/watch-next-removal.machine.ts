import { assign, emit, fromPromise, setup } from 'xstate';
import { WATCH_NEXT_REMOVED_AT, type Bookmark } from '../../domain/playback/bookmark';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { notProvided } from '../not-provided';
import { present } from '../present';

/** The translation keys of the confirmation dialog (spec point 4). */
export const WATCH_NEXT_REMOVAL_DIALOG = { title: 'home_remove_show', message: 'home_remove_show_message' } as const;

export interface WatchNextRemovalContext {
  /** The show the dialog asks about. */
  readonly showId: string | null;
  /** Shows removed from the list since the row was loaded; the row leaves them out. */
  readonly removed: readonly string[];
  readonly error: ApiErrorKind | null;
}

export type WatchNextRemovalEvent =
  { type: 'watchNext.remove'; showId: string } | { type: 'watchNext.confirm' } | { type: 'watchNext.cancel' };

/** Told to the row's owner once a show is out of the list (e.g. to reload watch-next). */
export type WatchNextRemovalEmitted = { type: 'watchNext.removed'; showId: string };

/**
 * Watch-next removal (spec point 4): asking opens a confirmation dialog; confirming sets the
 * show's bookmark back to 0 and removes it from the list; cancel closes the dialog.
 */
export const watchNextRemovalMachine = setup({
  types: {} as { context: WatchNextRemovalContext; events: WatchNextRemovalEvent; emitted: WatchNextRemovalEmitted },
  actors: {
    /** PUT bookmark/{id}/ with the reset position. */
    setBookmark: fromPromise<void, Bookmark>(async () => notProvided('setBookmark')),
  },
  actions: {
    ask: assign({ showId: (_, showId: string) => showId, error: null }),
    dismiss: assign({ showId: null }),
    announceRemoved: emit(({ context }) => ({
      type: 'watchNext.removed' as const,
      showId: present(context.showId, 'show to remove'),
    })),
    markRemoved: assign({
      removed: ({ context }) => [...context.removed, present(context.showId, 'show to remove')],
      showId: null,
    }),
    /** The show stays in the list; the dialog closes with the reason. */
    failRemoval: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error), showId: null }),
  },
}).createMachine({
  id: 'watchNextRemoval',
  initial: 'idle',
  context: { showId: null, removed: [], error: null },
  states: {
    idle: {
      on: {
        'watchNext.remove': { target: 'confirming', actions: { type: 'ask', params: ({ event }) => event.showId } },
      },
    },
    confirming: {
      tags: ['dialog'],
      on: {
        'watchNext.confirm': 'removing',
        'watchNext.cancel': { target: 'idle', actions: 'dismiss' },
      },
    },
    removing: {
      tags: ['dialog', 'busy'],
      invoke: {
        src: 'setBookmark',
        input: ({ context }) => ({ showId: present(context.showId, 'show to remove'), at: WATCH_NEXT_REMOVED_AT }),
        onDone: { target: 'idle', actions: ['announceRemoved', 'markRemoved'] },
        onError: {
          target: 'idle',
          actions: { type: 'failRemoval', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
