import { setupWorker } from 'msw/browser';
import type { Clock } from '../../ports/clock.port';
import { DemoBackend, type DemoState, type DemoStore } from './backend';
import { demoHandlers } from './handlers';

export const DEMO_STATE_KEY = 'demo-provider-state';

function localStorageStore(storage: Storage): DemoStore {
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

/** Starts the demo provider in this page through the MSW service worker. */
export async function startDemoWorker(clock: Clock): Promise<void> {
  const backend = new DemoBackend(localStorageStore(window.localStorage), () => clock.now().epochMilliseconds, () => crypto.randomUUID());
  const worker = setupWorker(...demoHandlers(backend));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
