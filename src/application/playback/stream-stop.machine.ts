import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { streamStopEvent, type StreamEvent } from '../../domain/playback/playback';
import type { Temporal } from '../../domain/time';
import { notProvided } from '../not-provided';
import { present } from '../present';
import { contentData, vodStopBookmark, type PlaybackContent, type PlaybackRights } from './playback-content';

export interface StreamStopInput {
  readonly content: PlaybackContent | null;
  readonly rights: PlaybackRights | null;
  /** When the stream began to play; null when it never did. */
  readonly startedAt: Temporal.Instant | null;
  /** The last polled playhead, in seconds. */
  readonly position: number;
  /** Whether a poll found the stream playing: a VOD stream that never did reports where it started. */
  readonly played: boolean;
}

interface StreamStopContext extends StreamStopInput {
  readonly event: StreamEvent | null;
}

/**
 * Stopping a stream (spec point 4): a stream that played longer than 60 seconds is reported as
 * PLAY or LIVEPLAY (silently), and the player is released beside the report, not after its answer:
 * a zap's next stream does not wait for a round trip it does not need (issue 17). A VOD stream
 * reports its bookmark.
 */
export const streamStopMachine = setup({
  types: {} as { context: StreamStopContext; input: StreamStopInput },
  actors: {
    readClock: fromPromise<Temporal.Instant>(async () => notProvided('readClock')),
    /** POST event/ (silent). */
    reportStreamEvent: fromPromise<void, { event: StreamEvent; data: Readonly<Record<string, string>> }>(async () =>
      notProvided('reportStreamEvent'),
    ),
    /** Stops the stream; a VOD stream reports its bookmark. */
    stopStream: fromPromise<void, { vod?: { streamId: string; bookmark: number } }>(async () =>
      notProvided('stopStream'),
    ),
  },
  guards: {
    hasStarted: ({ context }) => context.startedAt !== null,
    hasEvent: ({ context }) => context.event !== null,
  },
  actions: {
    /** PLAY, LIVEPLAY or nothing, from how long the stream played until `now`. */
    classify: assign({
      event: ({ context }, now: Temporal.Instant) =>
        streamStopEvent(present(context.startedAt, 'start'), now, context.content?.kind === 'live'),
    }),
    // A silent call, sent and left to itself: its answer or failure changes nothing for the user.
    report: spawnChild('reportStreamEvent', {
      id: 'report',
      input: ({ context }) => ({ event: present(context.event, 'stream event'), data: contentData(context.content) }),
    }),
  },
}).createMachine({
  id: 'streamStop',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, event: null }),
  // The report's failure is its own: heard here, so that it does not end the stop.
  on: { 'xstate.error.actor.report': {} },
  states: {
    deciding: { always: [{ guard: 'hasStarted', target: 'reading' }, { target: 'releasing' }] },
    reading: {
      invoke: {
        src: 'readClock',
        onDone: {
          target: 'classifying',
          actions: { type: 'classify', params: ({ event }) => event.output },
        },
        onError: 'releasing',
      },
    },
    classifying: {
      always: [{ guard: 'hasEvent', target: 'releasing', actions: 'report' }, { target: 'releasing' }],
    },
    releasing: {
      invoke: {
        src: 'stopStream',
        input: ({ context: { content, rights, position, played } }) =>
          content?.kind === 'vod' && rights?.streamId !== undefined
            ? {
                vod: {
                  streamId: rights.streamId,
                  bookmark: vodStopBookmark(content.startSeconds, played ? position : content.startSeconds),
                },
              }
            : {},
        onDone: 'stopped',
        onError: 'stopped',
      },
    },
    stopped: { type: 'final' },
  },
});
