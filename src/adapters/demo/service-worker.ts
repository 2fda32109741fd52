/**
 * The demo provider's service worker (built to /demo-worker.js by vite.config.ts): the stream
 * listener first, then MSW's own worker script, unchanged, for the API calls.
 */
// What MSW's worker script and this one call that the oldest TV engines lack (Chromium 68).
import 'core-js/actual/global-this';
import 'core-js/actual/object/from-entries';
import 'core-js/actual/string/match-all';
import { createStreamWorker } from './stream-worker';
import { cachedStaticReader } from './streams/stream-response';
import { demoScriptUrl } from './trusted-script-url';

/** The parts of the service worker scope used here (the project compiles against the DOM library). */
declare const self: {
  readonly location: Location;
  addEventListener(type: 'fetch', listener: (event: Parameters<ReturnType<typeof createStreamWorker>['fetch']>[0]) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare function importScripts(...urls: string[]): void;

// The worker's own fetches do not pass through its fetch listener.
const worker = createStreamWorker(self.location.origin, () => Date.now(), cachedStaticReader((url) => fetch(url), self.location.origin));
self.addEventListener('fetch', (event) => worker.fetch(event));
self.addEventListener('message', (event) => worker.message(event.data));
importScripts(demoScriptUrl('/mockServiceWorker.js'));
