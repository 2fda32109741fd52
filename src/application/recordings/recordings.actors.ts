import { fromPromise } from 'xstate';
import type { RecordingsApi } from '../../ports/recordings.port';
import type { RecordingCommand } from './recording-actions.machine';

type Of<K extends RecordingCommand['kind']> = Extract<RecordingCommand, { kind: K }>;

/** The recording actions' I/O over the recordings API. */
export function createRecordingActors(recordingsApi: RecordingsApi) {
  return {
    record: fromPromise<void, Of<'add'>>(({ input }) => recordingsApi.record(input.showId)),
    removeRecording: fromPromise<void, Of<'remove'>>(({ input }) => recordingsApi.remove(input.showId)),
    archive: fromPromise<void, Of<'archive'>>(({ input }) => recordingsApi.archive(input.showId)),
    recordSerie: fromPromise<void, Of<'addSerie'>>(({ input }) =>
      recordingsApi.recordSerie(input.serieId, input.retention),
    ),
    removeSerie: fromPromise<void, Of<'removeSerie'>>(({ input }) =>
      recordingsApi.removeSerie(input.serieId, input.part),
    ),
  };
}
