/**
 * The demo provider's service worker (built to /demo-worker.js by vite.config.ts): the streams and
 * the provider's API, both answered here, so that the page loads neither MSW nor the provider.
 */
// What the worker calls that the oldest TV engines lack (Chromium 68).
import 'core-js/actual/global-this';
import 'core-js/actual/object/from-entries';
import 'core-js/actual/string/match-all';
import { createApiWorker, isApiPath, type PageLink } from './api-worker';
import { contextAsk, isClaimAsk, isPageContext, isStateWritten, requestEnd } from './page-messages';
import { createStreamWorker, type StreamFetchEvent } from './stream-worker';
import { cachedStaticReader } from './streams/stream-response';
import { uuidV4 } from '../../domain/uuid';

/** The parts of the service worker scope used here (the project compiles against the DOM library). */
interface WorkerClient {
  postMessage(message: unknown, transfer: Transferable[]): void;
}
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface ApiFetchEvent extends StreamFetchEvent {
  readonly clientId: string;
}
declare const self: {
  readonly location: Location;
  readonly clients: {
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: 'window' }): Promise<readonly WorkerClient[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: ApiFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** How long a page may take to give a request's context or write its state. */
const PAGE_TIMEOUT_MS = 10_000;

/** The next message on `port`, or a failure after PAGE_TIMEOUT_MS. */
function reply<T>(port: MessagePort, valid: (data: unknown) => data is T): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the page did not answer')), PAGE_TIMEOUT_MS);
    port.onmessage = (event) => {
      clearTimeout(timer);
      if (valid(event.data)) resolve(event.data);
      else reject(new Error('the page answered something else'));
    };
  });
}

/** A conversation with the page behind a request: its own window, else any window of the app. */
async function open(clientId: string): Promise<PageLink> {
  const client =
    (clientId ? await self.clients.get(clientId) : undefined) ?? (await self.clients.matchAll({ type: 'window' }))[0];
  if (client === undefined) throw new Error('no page of the app is open');
  const channel = new MessageChannel();
  const context = reply(channel.port1, isPageContext);
  client.postMessage(contextAsk(), [channel.port2]);
  const link: PageLink = {
    context: await context.catch((error: unknown) => {
      channel.port1.close();
      throw error;
    }),
    end: async (state) => {
      const written = state === undefined ? undefined : reply(channel.port1, isStateWritten);
      channel.port1.postMessage(requestEnd(state));
      try {
        await written;
      } finally {
        channel.port1.close();
      }
    },
  };
  return link;
}

const streams = createStreamWorker(
  self.location.origin,
  () => Date.now(),
  cachedStaticReader((url) => fetch(url), self.location.origin),
);
const api = createApiWorker({
  open,
  newToken: () => uuidV4(crypto.getRandomValues(new Uint8Array(16))),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

// A new worker takes over at once: the page waits for it before its first call (browser.ts).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (streams.fetch(event)) return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !isApiPath(url.pathname)) return;
  // The worker's own fetches do not pass through this listener.
  event.respondWith(api.answer(event.request, event.clientId).then((answer) => answer ?? fetch(event.request)));
});
self.addEventListener('message', (event) => {
  if (isClaimAsk(event.data)) void self.clients.claim();
  else streams.message(event.data);
});
