import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { RECORDING_ACTIONS_MACHINE, type RecordingActionsMachine } from '../../../application/browsing-machines';
import type {
  RecordingCommand,
  RecordingActionsEvent,
} from '../../../application/recordings/recording-actions.machine';
import type { RecordingStatus } from '../../../application/shows/show-actions.model';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { useService } from '../services';

export interface RecordingActions extends RecordingStatus {
  readonly send: (event: RecordingActionsEvent) => void;
}

/** What a screen does once a recording command went through: reload what it shows; the actions stay busy until a returned promise settles. */
export type OnRecordingChanged = (command: RecordingCommand) => Promise<void> | void;

/**
 * The recording-actions machine (provided by the composition root) for one screen: one command
 * at a time, `onChanged` after each success (the caller reloads the user's recordings). While the
 * promise `onChanged` may return is pending, the actions stay busy: until the reloaded data is
 * in, a command offered by the old data (delete what is already deleted) cannot be sent again.
 */
export function useRecordingActions(onChanged: OnRecordingChanged): RecordingActions {
  const machine = useService<RecordingActionsMachine>(RECORDING_ACTIONS_MACHINE);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(machine, options);
  const running = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [reloading, setReloading] = useState(0);
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    const subscription = actor.on('recording.changed', ({ command }) => {
      const reloaded = changed(command);
      if (!(reloaded instanceof Promise)) return;
      setReloading((count) => count + 1);
      const done = () => setReloading((count) => count - 1);
      reloaded.then(done, done);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return { busy: running || reloading > 0, error, send: actor.send };
}
