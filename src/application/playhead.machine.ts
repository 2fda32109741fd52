import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { Bookmark } from '../domain/bookmark';
import { notProvided } from './not-provided';
import { isSeenPosition, replayShow, shouldSaveBookmark, type PlaybackContent } from './playback-content';

export interface PlayheadInput {
  readonly content: PlaybackContent | null;
  /** The position the provider holds for this show, when any. */
  readonly savedBookmark: number | undefined;
}

interface PlayheadContext extends PlayheadInput {
  /** The position being saved. */
  readonly saving: number | null;
}

export type PlayheadEvent = { type: 'player.progress'; position: number; duration: number };

/** What the playhead tells its parent (the playback machine). */
export type PlayheadReport = { type: 'playhead.bookmarked'; bookmark: Bookmark } | { type: 'playhead.seen'; showId: string };

/**
 * What a replay's polled playhead means (spec points 4, 5 and 9): its position is saved as the
 * bookmark by the domain rules (over 43200 s rejected, changes under 2 s ignored), and the show
 * becomes seen once at 90 %. One save runs at a time; the next poll after it saves again if needed.
 */
export const playheadMachine = setup({
  types: {} as { context: PlayheadContext; events: PlayheadEvent; input: PlayheadInput },
  actors: {
    /** PUT bookmark/{id}/. */
    saveBookmark: fromPromise<void, Bookmark>(async () => notProvided('saveBookmark')),
  },
  guards: {
    shouldSave: ({ context, event }) => shouldSaveBookmark(context.content, context.savedBookmark, event.position),
    isSeen: ({ context, event }) => isSeenPosition(context.content, event.position),
  },
}).createMachine({
  id: 'playhead',
  type: 'parallel',
  context: ({ input }) => ({ ...input, saving: null }),
  states: {
    bookmark: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'player.progress': { guard: 'shouldSave', target: 'saving', actions: assign({ saving: ({ event }) => event.position }) } },
        },
        saving: {
          invoke: {
            src: 'saveBookmark',
            input: ({ context }) => ({ showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ savedBookmark: ({ context }) => context.saving ?? undefined }),
                sendParent(({ context }): PlayheadReport => ({
                  type: 'playhead.bookmarked',
                  bookmark: { showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 },
                })),
              ],
            },
            onError: 'idle',
          },
        },
      },
    },
    seen: {
      initial: 'watching',
      states: {
        watching: {
          on: {
            'player.progress': {
              guard: 'isSeen',
              target: 'seen',
              actions: sendParent(({ context }): PlayheadReport => ({ type: 'playhead.seen', showId: replayShow(context.content)?.id ?? '' })),
            },
          },
        },
        seen: {},
      },
    },
  },
});
