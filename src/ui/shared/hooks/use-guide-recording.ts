import { useRef, useState } from 'react';
import type { ApiErrorKind } from '../../../domain/errors';
import type { Show } from '../../../domain/shows/show';
import { useRecordingActions, type OnRecordingChanged } from './use-recording-actions';

export interface GuideRecording {
  readonly busy: boolean;
  readonly error: ApiErrorKind | null;
  /** The title of the last show recorded, for the confirmation. */
  readonly lastRecorded: string | null;
  readonly record: (show: Pick<Show, 'id' | 'title'>) => void;
}

/**
 * Recording from the guide: one command at a time through the recording actions, `onChanged`
 * after each success (the caller reloads the user's recordings), the title of the last show
 * recorded for the confirmation, and the last failure.
 */
export function useGuideRecording(onChanged: OnRecordingChanged): GuideRecording {
  const [lastRecorded, setLastRecorded] = useState<string | null>(null);
  const titles = useRef(new Map<string, string>());
  const recording = useRecordingActions((command) => {
    if (command.kind === 'add') setLastRecorded(titles.current.get(command.showId) ?? null);
    return onChanged(command);
  });
  return {
    busy: recording.busy,
    error: recording.error,
    lastRecorded,
    record: (show) => {
      setLastRecorded(null);
      titles.current.set(show.id, show.title);
      recording.send({ type: 'recording.add', showId: show.id });
    },
  };
}
