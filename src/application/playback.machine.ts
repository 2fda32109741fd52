import { assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../domain/errors';
import type { StreamRights } from '../ports/guide.port';
import { notProvided } from './not-provided';

export interface PlaybackContext {
  readonly channelId: string | null;
  readonly rights: StreamRights | null;
  readonly error: ApiErrorKind | null;
}

export type PlaybackEvent = { type: 'player.playChannel'; channelId: string } | { type: 'player.stop' };

/** Live playback of a channel: fetch its rights, start the stream, stop on demand. */
export const playbackMachine = setup({
  types: {} as { context: PlaybackContext; events: PlaybackEvent },
  actors: {
    fetchRights: fromPromise<StreamRights, { channelId: string }>(async () => notProvided('fetchRights')),
    startStream: fromPromise<void, { rights: StreamRights }>(async () => notProvided('startStream')),
    stopStream: fromPromise<void>(async () => notProvided('stopStream')),
  },
}).createMachine({
  id: 'playback',
  initial: 'idle',
  context: { channelId: null, rights: null, error: null },
  on: {
    'player.playChannel': {
      target: '.fetchingRights',
      actions: assign({ channelId: ({ event }) => event.channelId, rights: null, error: null }),
    },
  },
  states: {
    idle: {},
    fetchingRights: {
      tags: ['loading'],
      invoke: {
        src: 'fetchRights',
        input: ({ context }) => ({ channelId: context.channelId ?? '' }),
        onDone: { target: 'starting', actions: assign({ rights: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorKind(event.error) }) },
      },
    },
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'startStream',
        input: ({ context }) => ({ rights: context.rights as StreamRights }),
        onDone: 'playing',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorKind(event.error) }) },
      },
    },
    playing: {
      on: { 'player.stop': 'stopping' },
    },
    failed: {
      on: { 'player.stop': 'idle' },
    },
    stopping: {
      invoke: { src: 'stopStream', onDone: 'idle', onError: 'idle' },
      exit: assign({ channelId: null, rights: null }),
    },
  },
});
