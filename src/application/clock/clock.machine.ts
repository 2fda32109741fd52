import { assign, fromPromise, setup } from 'xstate';
import { CLOCK_TICK } from '../../domain/clock';
import { clockSkewMs, isClockIncorrect } from '../../domain/clock-skew';
import type { Temporal } from '../../domain/time';
import { notProvided } from '../not-provided';

export interface ClockContext {
  /** The instant everything that shows "now" uses; moves once a minute. */
  readonly now: Temporal.Instant;
  /** The device clock differs from the server's by more than the tolerance. */
  readonly incorrect: boolean;
  /** The device clock minus the server's at the last check, in ms; null before any server date. */
  readonly skewMs: number | null;
}

/** A server date and the device time read at the same moment. */
export interface ClockSample {
  readonly server: Temporal.Instant;
  readonly device: Temporal.Instant;
}

export type ClockEvent =
  /** A server date seen on a response (e.g. its Date header), checked against the device clock. */
  | ({ type: 'clock.serverDate' } & ClockSample)
  /** Reads the time now, e.g. when the app comes back to the foreground. */
  | { type: 'clock.refresh' };

export interface ClockInput {
  readonly now: Temporal.Instant;
}

/**
 * The app's "now" (spec points 4, 9): read once a minute, and a skew check against the server
 * date on start and whenever a server date is seen, flagging an incorrect device time.
 */
export const clockMachine = setup({
  types: {} as { context: ClockContext; events: ClockEvent; input: ClockInput },
  actors: {
    readClock: fromPromise<Temporal.Instant>(async () => notProvided('readClock')),
    sampleServerDate: fromPromise<ClockSample>(async () => notProvided('sampleServerDate')),
  },
  delays: {
    tick: CLOCK_TICK.total('milliseconds'),
  },
  actions: {
    setNow: assign({ now: (_, now: Temporal.Instant) => now }),
    checkSkew: assign({
      incorrect: (_, sample: ClockSample) => isClockIncorrect(sample.device, sample.server),
      skewMs: (_, sample: ClockSample) => clockSkewMs(sample.device, sample.server),
    }),
  },
}).createMachine({
  id: 'clock',
  type: 'parallel',
  context: ({ input }) => ({ now: input.now, incorrect: false, skewMs: null }),
  states: {
    ticking: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { tick: 'reading' },
          on: { 'clock.refresh': 'reading' },
        },
        reading: {
          invoke: {
            src: 'readClock',
            onDone: { target: 'waiting', actions: { type: 'setNow', params: ({ event }) => event.output } },
            onError: 'waiting',
          },
        },
      },
    },
    skew: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'sampleServerDate',
            onDone: { target: 'checked', actions: { type: 'checkSkew', params: ({ event }) => event.output } },
            // Without a server date nothing is known: the time is not called wrong.
            onError: 'checked',
          },
        },
        checked: {
          on: {
            'clock.serverDate': { actions: { type: 'checkSkew', params: ({ event }) => event } },
          },
        },
      },
    },
  },
});
