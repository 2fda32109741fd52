import { setupWorker } from 'msw/browser';
import type { Clock } from '../../ports/clock.port';
import { DemoBackend, type DemoState, type DemoStore } from './backend';
import { demoHandlers } from './handlers';
import { releaseResponseCopies } from './response-copies';
import { readDemoSettings } from './settings';
import type { DemoControls } from './controls';
import { streamClockMessage, streamDelayMessage } from './stream-worker';
import { allowDemoScriptsByDefault } from './trusted-script-url';
import { uuidV4 } from '../../domain/uuid';

export const DEMO_STATE_KEY = 'demo-provider-state';

/**
 * The demo state in localStorage: read on every call, so tabs of the same origin share
 * sessions, recordings and device codes (a TV tab polls while a web tab verifies).
 */
export function localStorageStore(storage: Storage): DemoStore {
  return {
    load: () => {
      try {
        return JSON.parse(storage.getItem(DEMO_STATE_KEY) ?? 'null') as DemoState | null;
      } catch {
        return null;
      }
    },
    save: (state) => storage.setItem(DEMO_STATE_KEY, JSON.stringify(state)),
  };
}

/** What testers reach from the console: `demoProvider.reset()`. */
declare global {
  var demoProvider: { reset(): void; backend: DemoBackend } | undefined;
}

/** Starts the demo provider in this page through the MSW service worker; `clearControls` drops the tester controls. */
export async function startDemoWorker(clock: Clock): Promise<{ clearControls: () => void }> {
  const settings = readDemoSettings(window.location.search, window.localStorage, import.meta.env.VITE_DEMO_CHANNELS as string | undefined);
  // The provider's clock: the device's, unless a tester sets it off (the clock-skew banner).
  const nowMs = () => clock.now().epochMilliseconds + settings.clockOffsetMs;
  const backend = new DemoBackend(localStorageStore(window.localStorage), nowMs, () => uuidV4(crypto.getRandomValues(new Uint8Array(16))), { channelCount: settings.channelCount, sampleData: true });
  if (settings.reset) backend.reset();
  globalThis.demoProvider = { reset: () => backend.reset(), backend };
  const worker = setupWorker(...demoHandlers(backend, settings.controls));
  // MSW hands the worker's URL on as a string: the demo's default policy lets this one through.
  allowDemoScriptsByDefault();
  releaseResponseCopies(worker.events);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: DEMO_WORKER_URL } });
  shareWithStreams(settings.controls, nowMs);
  return { clearControls: settings.clearControls };
}

/** Built from `service-worker.ts`: the streams answered in the worker, MSW's worker for the rest. */
const DEMO_WORKER_URL = '/demo-worker.js';
/** How often the testers' `delay` and the provider's clock are handed to the worker, which cannot read localStorage. */
const SHARE_MS = 1000;

/**
 * The worker answers the streams itself: it gets the current `delay` and the provider's "now"
 * (its own clock may differ from the page's) at once and every second (it may have restarted).
 */
function shareWithStreams(controls: () => DemoControls, nowMs: () => number): void {
  const share = (worker: ServiceWorker | null | undefined) => {
    worker?.postMessage(streamClockMessage(nowMs()));
    worker?.postMessage(streamDelayMessage(controls().delay ?? 0));
  };
  share(navigator.serviceWorker.controller);
  void navigator.serviceWorker.ready.then((registration) => share(registration.active));
  setInterval(() => share(navigator.serviceWorker.controller), SHARE_MS);
}
