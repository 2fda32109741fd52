import { fromCallback } from 'xstate';
import { LineMeterError, type LineMeter } from '../../ports/line-meter.port';
import { runLineTest } from './line-run';
import type { LineTestEvent } from './line-test.machine';

/** The performance test's measuring actor over the line meter; stopping it aborts the requests. */
export function createLineTestActors(meter: LineMeter) {
  return {
    measureLine: fromCallback<LineTestEvent>(({ sendBack }) => {
      const controller = new AbortController();
      runLineTest(meter, controller.signal, (fraction) => sendBack({ type: 'lineTest.progress', fraction })).then(
        (measurement) => sendBack({ type: 'lineTest.measured', measurement }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          sendBack({ type: 'lineTest.failed', reason: error instanceof LineMeterError ? error.reason : 'unreachable' });
        },
      );
      return () => controller.abort();
    }),
  };
}
