import type { RecordingsApi } from '../../../ports/recordings.port';
import { run, type InMemoryDeps } from './run';

/** RecordingsApi straight over the demo backend (no HTTP). */
export function createInMemoryRecordingsApi(deps: InMemoryDeps): RecordingsApi {
  const { recordings } = deps.backend;
  return {
    record: (showId) => run(deps, 'recordings', (user) => recordings.record(user(), showId)),
    archive: (showId) => run(deps, 'recordings/archive', (user) => recordings.archive(user(), showId)),
    remove: (showId) => run(deps, 'recordings/delete', (user) => recordings.remove(user(), showId)),
    recordSerie: (serieId, retention) =>
      run(deps, 'recordings/serial', (user) => recordings.recordSerie(user(), serieId, retention)),
    removeSerie: (serieId, part) =>
      run(deps, `recordings/serial/${part}`, (user) => recordings.removeSerie(user(), serieId, part)),
    quotas: () => run(deps, 'recordings/quotas', (user) => recordings.quotas(user())),
    downloadUri: (showId) => run(deps, 'recordings/download/uri', (user) => recordings.downloadUri(user(), showId)),
  };
}
