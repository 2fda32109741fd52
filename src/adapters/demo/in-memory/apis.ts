import { createInMemoryGuideApi } from './guide';
import type { InMemoryDeps } from './run';
import { createInMemorySessionApi } from './session';

export type { InMemoryDeps } from './run';

/** Every API port over one demo backend, without HTTP (integration tests, contract tests). */
export function createInMemoryApis(deps: InMemoryDeps) {
  return {
    session: createInMemorySessionApi(deps),
    guide: createInMemoryGuideApi(deps),
  };
}
