import { fromPromise, setup } from 'xstate';
import { errorKind } from '../../domain/errors';
import { KEEP_ALIVE_INTERVAL } from '../../domain/playback/playback';
import { notProvided } from '../not-provided';

/**
 * The keep-alive of a playing stream (spec points 8 and 9): a ping every 30 seconds. It ends
 * (final state) when the provider says too many streams play at once (429); other failures
 * are silent and the next ping comes as usual.
 */
export const keepAliveMachine = setup({
  actors: {
    /** GET ping/. Fails with `concurrent-stream-limit` (429). */
    ping: fromPromise<void>(async () => notProvided('ping')),
  },
  delays: {
    keepAlive: KEEP_ALIVE_INTERVAL.total('milliseconds'),
  },
  guards: {
    isStreamLimit: (_, error: unknown) => errorKind(error) === 'concurrent-stream-limit',
  },
}).createMachine({
  id: 'keepAlive',
  initial: 'waiting',
  states: {
    waiting: { after: { keepAlive: 'pinging' } },
    pinging: {
      invoke: {
        src: 'ping',
        onDone: 'waiting',
        onError: [
          {
            guard: { type: 'isStreamLimit', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'limitReached',
          },
          { target: 'waiting' },
        ],
      },
    },
    limitReached: { type: 'final' },
  },
});
