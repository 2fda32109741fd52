import { createInMemoryGuideApi } from './guide';
import { createInMemoryRecordingsApi } from './recordings';
import type { InMemoryDeps } from './run';
import { createInMemorySessionApi } from './session';
import { createInMemoryShowsApi } from './shows';
import { createInMemoryUsageApi } from './usage';
import { createInMemoryVodApi } from './vod';

export type { InMemoryDeps } from './run';

/** Every API port over one demo backend, without HTTP (integration tests, contract tests). */
export function createInMemoryApis(deps: InMemoryDeps) {
  return {
    session: createInMemorySessionApi(deps),
    guide: createInMemoryGuideApi(deps),
    recordings: createInMemoryRecordingsApi(deps),
    usage: createInMemoryUsageApi(deps),
    shows: createInMemoryShowsApi(deps),
    vod: createInMemoryVodApi(deps),
  };
}
