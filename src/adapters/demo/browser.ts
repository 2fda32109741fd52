import { bypass } from 'msw';
import { setupWorker } from 'msw/browser';
import type { Clock } from '../../ports/clock.port';
import { DemoBackend, type DemoState, type DemoStore } from './backend';
import { demoHandlers } from './handlers';
import { readDemoSettings } from './settings';
import { streamHandlers } from './stream-handlers';
import type { ReadStatic } from './streams/stream-routes';

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

/**
 * Reads the committed stream files from the site itself, past the worker, each once: the clips
 * are a few megabytes in all and every live segment re-times one of them.
 */
const staticFiles = new Map<string, Promise<Uint8Array | null>>();
const fetchStatic: ReadStatic = (path) => {
  const known = staticFiles.get(path);
  if (known) return known;
  const read = fetch(bypass(new URL(path, window.location.origin))).then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : null));
  staticFiles.set(path, read);
  read.then((bytes) => bytes ?? staticFiles.delete(path), () => staticFiles.delete(path));
  return read;
};

/** What testers reach from the console: `demoProvider.reset()`. */
declare global {
  var demoProvider: { reset(): void; backend: DemoBackend } | undefined;
}

/** Starts the demo provider in this page through the MSW service worker. */
export async function startDemoWorker(clock: Clock): Promise<void> {
  const nowMs = () => clock.now().epochMilliseconds;
  const settings = readDemoSettings(window.location.search, window.localStorage, import.meta.env.VITE_DEMO_CHANNELS as string | undefined);
  const backend = new DemoBackend(localStorageStore(window.localStorage), nowMs, () => crypto.randomUUID(), { channelCount: settings.channelCount, sampleData: true });
  if (settings.reset) backend.reset();
  globalThis.demoProvider = { reset: () => backend.reset(), backend };
  const worker = setupWorker(...demoHandlers(backend, settings.controls), ...streamHandlers(nowMs, fetchStatic, settings.controls));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
