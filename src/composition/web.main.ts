import { temporalReady } from './temporal-ready';

// Temporal first (its polyfill only where the browser lacks it), then the app, already preloaded.
void temporalReady()
  .then(() => import('./web.app'))
  .then(({ startWeb }) => startWeb());
