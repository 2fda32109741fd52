import { DemoBackend, type DemoState, type DemoStore } from './backend';
import { DEMO_STATE_KEY } from './settings';
import { uuidV4 } from '../../domain/uuid';

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
 * The provider as the page's worker runs it, over the same state and clock, for testers and the
 * end-to-end tests to read (`await demoProvider.backend()`): loaded only when asked.
 */
export function pageBackend(storage: Storage, nowMs: () => number, channelCount: number): DemoBackend {
  return new DemoBackend(localStorageStore(storage), nowMs, () => uuidV4(crypto.getRandomValues(new Uint8Array(16))), {
    channelCount,
    sampleData: true,
  });
}
