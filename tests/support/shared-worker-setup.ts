import { afterAll, vi } from 'vitest';

// The projects whose files share a worker's modules (vitest.config.ts, `isolate: false`): what a
// file changed of the worker's globals is undone once it is done, so the next file starts as in a
// worker of its own.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
