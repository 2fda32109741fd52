import { assign, fromPromise, raise, sendParent, setup } from 'xstate';
import { BOOKMARK_SAVE_INTERVAL_MS, type Bookmark } from '../../domain/playback/bookmark';
import { notProvided } from '../not-provided';
import { isSeenPosition, replayShow, shouldSaveBookmark, type PlaybackContent } from './playback-content';

export interface PlayheadInput {
  readonly content: PlaybackContent | null;
  /** The position the provider holds for this show, when any. */
  readonly savedBookmark: number | undefined;
}

interface PlayheadContext extends PlayheadInput {
  /** The position being saved. */
  readonly saving: number | null;
  /** The last polled position and whether the player was paused then. */
  readonly position: number | null;
  readonly paused: boolean;
}

export type PlayheadEvent =
  | { type: 'player.progress'; position: number; duration: number; paused?: boolean }
  /** Save now if the position moved (pause, page hide): not waiting for the 30 s cadence. */
  | { type: 'playhead.flush' };

/** What the playhead tells its parent (the playback machine). */
export type PlayheadReport =
  { type: 'playhead.bookmarked'; bookmark: Bookmark } | { type: 'playhead.seen'; showId: string };

/**
 * What a replay's polled playhead means (spec points 4, 5 and 9): its position is saved as the
 * bookmark by the domain rules (over 43200 s rejected, changes under 2 s ignored), and the show
 * becomes seen once at 90 %. Saves come at most every 30 s while playing, and at once on pause
 * and page hide (`playhead.flush`); the stop saves through the playback machine. One save runs
 * at a time, and a failed one waits for the next 30 s like any other (no retry storm). The parent
 * sends the polls from the first that finds the replay playing (hasPlayed): a slow start polls the
 * player paused at 0 while it loads, and saving that would erase the user's bookmark.
 */
export const playheadMachine = setup({
  types: {} as { context: PlayheadContext; events: PlayheadEvent; input: PlayheadInput },
  actors: {
    /** PUT bookmark/{id}/. */
    saveBookmark: fromPromise<void, Bookmark>(async () => notProvided('saveBookmark')),
  },
  delays: { saveInterval: BOOKMARK_SAVE_INTERVAL_MS },
  guards: {
    shouldSave: ({ context, event }) =>
      event.type === 'player.progress' && shouldSaveBookmark(context.content, context.savedBookmark, event.position),
    shouldSaveLatest: ({ context }) =>
      context.position !== null && shouldSaveBookmark(context.content, context.savedBookmark, context.position),
    isSeen: ({ context, event }) => event.type === 'player.progress' && isSeenPosition(context.content, event.position),
    justPaused: ({ context, event }) => event.type === 'player.progress' && event.paused === true && !context.paused,
  },
}).createMachine({
  id: 'playhead',
  type: 'parallel',
  context: ({ input }) => ({ ...input, saving: null, position: null, paused: false }),
  states: {
    latest: {
      on: {
        'player.progress': [
          {
            guard: 'justPaused',
            actions: [
              assign({ position: ({ event }) => event.position, paused: true }),
              raise({ type: 'playhead.flush' }),
            ],
          },
          {
            actions: assign({ position: ({ event }) => event.position, paused: ({ event }) => event.paused === true }),
          },
        ],
      },
    },
    bookmark: {
      initial: 'resting',
      states: {
        resting: {
          after: { saveInterval: 'due' },
          on: {
            'playhead.flush': {
              guard: 'shouldSaveLatest',
              target: 'saving',
              actions: assign({ saving: ({ context }) => context.position }),
            },
          },
        },
        due: {
          on: {
            'player.progress': {
              guard: 'shouldSave',
              target: 'saving',
              actions: assign({ saving: ({ event }) => (event.type === 'player.progress' ? event.position : null) }),
            },
            'playhead.flush': {
              guard: 'shouldSaveLatest',
              target: 'saving',
              actions: assign({ saving: ({ context }) => context.position }),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveBookmark',
            input: ({ context }) => ({ showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 }),
            onDone: {
              target: 'resting',
              actions: [
                assign({ savedBookmark: ({ context }) => context.saving ?? undefined }),
                sendParent(({ context }): PlayheadReport => ({
                  type: 'playhead.bookmarked',
                  bookmark: { showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 },
                })),
              ],
            },
            onError: 'resting',
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
              actions: sendParent(({ context }): PlayheadReport => ({
                type: 'playhead.seen',
                showId: replayShow(context.content)?.id ?? '',
              })),
            },
          },
        },
        seen: {},
      },
    },
  },
});
