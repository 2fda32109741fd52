import { temporalReady } from './temporal-ready';

// Temporal first (its polyfill only where the engine lacks it), then the app, already preloaded.
void temporalReady()
  .then(() => import('./tv.app'))
  .then(({ startTv }) => startTv());
