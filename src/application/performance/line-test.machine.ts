import { assign, fromCallback, setup } from 'xstate';
import type { LineFailure } from '../../ports/line-meter.port';
import { notProvided } from '../not-provided';
import type { LineMeasurement } from './line-run';

export interface LineTestContext {
  /** From 0 to 1 while measuring. */
  readonly progress: number;
  readonly measurement: LineMeasurement | null;
  readonly failure: LineFailure | null;
}

/** What the measuring actor tells the machine. */
export type LineRunEvent =
  | { type: 'lineTest.progress'; fraction: number }
  | { type: 'lineTest.measured'; measurement: LineMeasurement }
  | { type: 'lineTest.failed'; reason: LineFailure };

export type LineTestEvent = { type: 'lineTest.start' } | { type: 'lineTest.cancel' } | LineRunEvent;

const start = { 'lineTest.start': { target: '#lineTest.measuring' } } as const;

/**
 * The TV's performance test: idle, measuring (with its progress), then done, failed (with the
 * reason) or cancelled (Back); a new start from any of those measures again.
 */
export const lineTestMachine = setup({
  types: {} as { context: LineTestContext; events: LineTestEvent },
  actors: {
    /** Measures the line, sending `lineTest.progress`, then `lineTest.measured` or `lineTest.failed`; stopping it aborts. */
    measureLine: fromCallback<LineTestEvent>(() => notProvided('measureLine')),
  },
  actions: {
    reset: assign({ progress: 0, measurement: null, failure: null }),
    storeProgress: assign({ progress: (_, fraction: number) => fraction }),
    storeMeasurement: assign({ measurement: (_, measurement: LineMeasurement) => measurement, progress: 1 }),
    storeFailure: assign({ failure: (_, reason: LineFailure) => reason }),
  },
}).createMachine({
  id: 'lineTest',
  initial: 'idle',
  context: { progress: 0, measurement: null, failure: null },
  states: {
    idle: { on: start },
    measuring: {
      tags: ['busy'],
      entry: 'reset',
      invoke: { src: 'measureLine' },
      on: {
        'lineTest.progress': { actions: { type: 'storeProgress', params: ({ event }) => event.fraction } },
        'lineTest.measured': {
          target: 'done',
          actions: { type: 'storeMeasurement', params: ({ event }) => event.measurement },
        },
        'lineTest.failed': { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => event.reason } },
        'lineTest.cancel': 'cancelled',
      },
    },
    done: { on: start },
    failed: { on: start },
    cancelled: { on: start },
  },
});
