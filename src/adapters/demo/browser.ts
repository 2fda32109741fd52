import type { Clock } from '../../ports/clock.port';
import { emptyState } from './backend/state';
import type { DemoBackend } from './backend';
import {
  claimAsk,
  isContextAsk,
  isRequestEnd,
  stateWritten,
  streamClockMessage,
  streamDelayMessage,
  type PageContext,
} from './page-messages';
import { DEMO_STATE_KEY, readDemoSettings, type DemoSettings } from './settings';
import type { DemoControls } from './controls';
import { demoScriptUrl } from './trusted-script-url';

/** What testers reach from the console: `demoProvider.reset()`, and the provider itself (`await demoProvider.backend()`). */
declare global {
  var demoProvider: { reset(): void; backend(): Promise<DemoBackend> } | undefined;
}

/**
 * Starts the demo provider for this page: its service worker answers the API and the streams
 * (service-worker.ts) and asks the page, for each request, what only the page has (its clock,
 * the tester controls, the state in localStorage, where tabs of the origin share it). The page
 * loads neither MSW nor the provider. `clearControls` drops the tester controls. Without a service
 * worker (an insecure origin) the page's origin answers: the demo server.
 */
export async function startDemoWorker(clock: Clock): Promise<{ clearControls: () => void }> {
  const settings = readDemoSettings(
    window.location.search,
    window.localStorage,
    import.meta.env.VITE_DEMO_CHANNELS as string | undefined,
  );
  // Browsers give service workers to secure origins only (https, localhost): a TV of the local
  // network at http://<machine>:8080 has none. The app's calls and the streams then go to the
  // origin itself, which `npm run demo-server` answers with the same provider (scripts/demo/server.ts).
  if (!('serviceWorker' in navigator)) return { clearControls: settings.clearControls };
  // The provider's clock: the device's, unless a tester sets it off (the clock-skew banner).
  const nowMs = () => clock.now().epochMilliseconds + settings.clockOffsetMs;
  const reset = () => window.localStorage.setItem(DEMO_STATE_KEY, JSON.stringify(emptyState()));
  if (settings.reset) reset();
  let backend: Promise<DemoBackend> | undefined;
  const loadBackend = () =>
    import('./page-backend').then(({ pageBackend }) => pageBackend(window.localStorage, nowMs, settings.channelCount));
  globalThis.demoProvider = { reset, backend: () => (backend ??= loadBackend()) };
  answerWorker(() => ({
    now: nowMs(),
    controls: settings.controls(),
    channelCount: settings.channelCount,
    state: window.localStorage.getItem(DEMO_STATE_KEY),
  }));
  await controlledBy(DEMO_WORKER_URL);
  shareWithStreams(settings.controls, nowMs);
  return { clearControls: settings.clearControls };
}

/** Built from `service-worker.ts`: the streams and the API answered in the worker. */
const DEMO_WORKER_URL = '/demo-worker.js';
/** How often the testers' `delay` and the provider's clock are handed to the worker for the streams. */
const SHARE_MS = 1000;

/** Gives the worker each request's context, and writes the state the request changed. */
function answerWorker(context: () => PageContext): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const port = event.ports[0];
    if (!isContextAsk(event.data) || port === undefined) return;
    port.onmessage = ({ data }: MessageEvent) => {
      if (!isRequestEnd(data)) return;
      if (data.state !== undefined) {
        window.localStorage.setItem(DEMO_STATE_KEY, data.state);
        port.postMessage(stateWritten());
      }
      port.close();
    };
    port.postMessage(context());
  });
  // Messages wait until the page says it listens.
  navigator.serviceWorker.startMessages();
}

/**
 * Registers the worker and waits until it controls this page. A page it already controls calls at
 * once: the registration (which asks the server whether the worker changed) goes on beside it.
 */
async function controlledBy(url: '/demo-worker.js'): Promise<void> {
  const container = navigator.serviceWorker;
  const registered = container.register(demoScriptUrl(url), { scope: '/' });
  if (container.controller !== null) {
    registered.catch(() => undefined);
    return;
  }
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  const registration = await registered;
  // A reload that bypassed the worker (Shift+reload) leaves the page without it: it takes the page back.
  if (container.controller === null && registration.active !== null) registration.active.postMessage(claimAsk());
  await controlled;
}

/**
 * The worker answers the streams from its own clock: it gets the current `delay` and the
 * provider's "now" at once and every second (it may have restarted).
 */
function shareWithStreams(controls: DemoSettings['controls'], nowMs: () => number): void {
  const share = (worker: ServiceWorker | null | undefined, delay: DemoControls['delay']) => {
    worker?.postMessage(streamClockMessage(nowMs()));
    worker?.postMessage(streamDelayMessage(delay ?? 0));
  };
  share(navigator.serviceWorker.controller, controls().delay);
  setInterval(() => share(navigator.serviceWorker.controller, controls().delay), SHARE_MS);
}
