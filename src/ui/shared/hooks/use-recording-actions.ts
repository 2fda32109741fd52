import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { RECORDING_ACTIONS_MACHINE, type RecordingActionsMachine } from '../../../application/browsing-machines';
import type { RecordingCommand, RecordingActionsEvent } from '../../../application/recording-actions.machine';
import type { RecordingStatus } from '../../../application/show-actions.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { useService } from '../services';

export interface RecordingActions extends RecordingStatus {
  readonly send: (event: RecordingActionsEvent) => void;
}

/**
 * The recording-actions machine (provided by the composition root) for one screen: one command
 * at a time, `onChanged` after each success (the caller reloads the user's recordings).
 */
export function useRecordingActions(onChanged: (command: RecordingCommand) => void): RecordingActions {
  const machine = useService<RecordingActionsMachine>(RECORDING_ACTIONS_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, options);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const subscription = actor.on('recording.changed', ({ command }) => changed(command));
    return () => subscription.unsubscribe();
  }, [actor]);
  return { busy, error, send: actor.send };
}
