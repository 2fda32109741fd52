import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { lineTestMachine } from '../../../application/performance/line-test.machine';
import { lineVerdict } from '../../../application/performance/line-test.model';
import { ACTOR_OPTIONS, LINE_TEST_MACHINE, type ActorOptions } from '../../../application/tokens';
import { useService } from '../services';

type Status = 'idle' | 'measuring' | 'done' | 'failed' | 'cancelled';

/**
 * The performance test of the line (the machine comes provided from the composition root): it
 * starts when the page opens; `effective` is the connection type the address names.
 */
export function useLineTest(effective: string | undefined) {
  const machine = useService<typeof lineTestMachine>(LINE_TEST_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, options);
  const { status, progress, failure, measurement } = useSelector(
    actor,
    (snapshot) => ({
      status: snapshot.value as Status,
      progress: snapshot.context.progress,
      failure: snapshot.context.failure,
      measurement: snapshot.context.measurement,
    }),
    shallowEqual,
  );
  useEffect(() => actor.send({ type: 'lineTest.start' }), [actor]);
  return {
    status,
    percent: Math.round(progress * 100),
    failure,
    verdict: measurement === null ? null : lineVerdict(measurement, effective),
    start: () => actor.send({ type: 'lineTest.start' }),
    cancel: () => actor.send({ type: 'lineTest.cancel' }),
  };
}
