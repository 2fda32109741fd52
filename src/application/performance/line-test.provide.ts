import type { LineMeter } from '../../ports/line-meter.port';
import { createLineTestActors } from './line-test.actors';
import { lineTestMachine } from './line-test.machine';

/** The performance test's machine with its measuring actor over `meter` (bound by the composition root). */
export const provideLineTest = (meter: LineMeter) => lineTestMachine.provide({ actors: createLineTestActors(meter) });
