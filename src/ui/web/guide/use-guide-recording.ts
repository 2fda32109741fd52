import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { recordingActionsMachine } from '../../../application/recording-actions.machine';
import { createRecordingActors } from '../../../application/recordings.actors';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import type { ApiErrorKind } from '../../../domain/errors';
import type { Show } from '../../../domain/show';
import { RECORDINGS_API, type RecordingsApi } from '../../../ports/recordings.port';
import { useService } from '../../shared/services';

/** Recording from the guide: one command at a time, the shows recorded here, the last failure. */
export function useGuideRecording() {
  const recordings = useService<RecordingsApi>(RECORDINGS_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const actor = useActorRef(recordingActionsMachine.provide({ actors: createRecordingActors(recordings) }), options);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot): ApiErrorKind | null => snapshot.context.error);
  const [recorded, setRecorded] = useState<ReadonlySet<string>>(new Set());
  /** Title of the show the last successful command recorded, for the confirmation. */
  const [lastRecorded, setLastRecorded] = useState<string | null>(null);
  const titles = useRef(new Map<string, string>());

  useEffect(() => {
    const subscription = actor.on('recording.changed', ({ command }) => {
      if (command.kind !== 'add') return;
      setRecorded((ids) => new Set(ids).add(command.showId));
      setLastRecorded(titles.current.get(command.showId) ?? null);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return {
    busy,
    error,
    recorded,
    lastRecorded,
    record: (show: Pick<Show, 'id' | 'title'>) => {
      setLastRecorded(null);
      titles.current.set(show.id, show.title);
      actor.send({ type: 'recording.add', showId: show.id });
    },
  };
}
