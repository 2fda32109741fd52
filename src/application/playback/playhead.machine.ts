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

type Progress = Omit<Extract<PlayheadEvent, { type: 'player.progress' }>, 'type'>;

const progressOf = ({ event }: { event: Progress }) => event;
const positionOf = ({ event }: { event: Progress }) => event.position;

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
    shouldSave: ({ context }, position: number) => shouldSaveBookmark(context.content, context.savedBookmark, position),
    shouldSaveLatest: ({ context }) =>
      context.position !== null && shouldSaveBookmark(context.content, context.savedBookmark, context.position),
    isSeen: ({ context }, position: number) => isSeenPosition(context.content, position),
    justPaused: ({ context }, progress: Progress) => progress.paused === true && !context.paused,
  },
  actions: {
    trackProgress: assign((_, progress: Progress) => ({
      position: progress.position,
      paused: progress.paused === true,
    })),
    flush: raise({ type: 'playhead.flush' }),
    saveLatest: assign({ saving: ({ context }) => context.position }),
    saveAt: assign({ saving: (_, position: number) => position }),
    markSaved: assign({ savedBookmark: ({ context }) => context.saving ?? undefined }),
    reportBookmark: sendParent(({ context }): PlayheadReport => ({
      type: 'playhead.bookmarked',
      bookmark: { showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 },
    })),
    reportSeen: sendParent(({ context }): PlayheadReport => ({
      type: 'playhead.seen',
      showId: replayShow(context.content)?.id ?? '',
    })),
  },
}).createMachine({
  id: 'playhead',
  type: 'parallel',
  context: ({ input }) => ({ ...input, saving: null, position: null, paused: false }),
  states: {
    latest: {
      on: {
        'player.progress': [
          // The guard holds for a paused poll only: trackProgress stores paused: true.
          {
            guard: { type: 'justPaused', params: progressOf },
            actions: [{ type: 'trackProgress', params: progressOf }, 'flush'],
          },
          { actions: { type: 'trackProgress', params: progressOf } },
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
              actions: 'saveLatest',
            },
          },
        },
        due: {
          on: {
            'player.progress': {
              guard: { type: 'shouldSave', params: positionOf },
              target: 'saving',
              actions: { type: 'saveAt', params: positionOf },
            },
            'playhead.flush': {
              guard: 'shouldSaveLatest',
              target: 'saving',
              actions: 'saveLatest',
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveBookmark',
            input: ({ context }) => ({ showId: replayShow(context.content)?.id ?? '', at: context.saving ?? 0 }),
            onDone: { target: 'resting', actions: ['markSaved', 'reportBookmark'] },
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
            'player.progress': { guard: { type: 'isSeen', params: positionOf }, target: 'seen', actions: 'reportSeen' },
          },
        },
        seen: {},
      },
    },
  },
});
