import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { recordingActionsMachine } from '../../../application/recording-actions.machine';
import { createRecordingActors } from '../../../application/recordings.actors';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { ApiErrorKind } from '../../../domain/errors';
import type { Show } from '../../../domain/show';
import { RECORDINGS_API, type RecordingsApi } from '../../../ports/recordings.port';
import { useService } from '../../shared/services';

/**
 * Recording from the guide: one command at a time through the recording-actions machine,
 * `onChanged` after each success (the caller reloads the user's recordings), the title of the
 * last show recorded for the confirmation, and the last failure.
 */
export function useGuideRecording(onChanged: () => void) {
  const recordings = useService<RecordingsApi>(RECORDINGS_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const machine = useMemo(() => recordingActionsMachine.provide({ actors: createRecordingActors(recordings) }), [recordings]);
  const actor = useActorRef(machine, options);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot): ApiErrorKind | null => snapshot.context.error);
  const [lastRecorded, setLastRecorded] = useState<string | null>(null);
  const titles = useRef(new Map<string, string>());
  const changed = useRef(onChanged);
  changed.current = onChanged;

  useEffect(() => {
    const subscription = actor.on('recording.changed', ({ command }) => {
      changed.current();
      if (command.kind === 'add') setLastRecorded(titles.current.get(command.showId) ?? null);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    busy,
    error,
    lastRecorded,
    record: (show: Pick<Show, 'id' | 'title'>) => {
      setLastRecorded(null);
      titles.current.set(show.id, show.title);
      actor.send({ type: 'recording.add', showId: show.id });
    },
  };
}
