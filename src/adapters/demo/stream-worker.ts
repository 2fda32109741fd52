import type { ReadStatic } from './streams/stream-routes';
import { isStreamPath, streamResponse } from './streams/stream-response';
import { isStreamClockMessage, isStreamDelayMessage } from './page-messages';

/** A service worker's fetch event, as far as the stream worker uses it. */
export interface StreamFetchEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/**
 * The demo streams answered inside the service worker: a segment costs no round trip through the
 * page's main thread (which is busy starting the new channel during a zap).
 */
export function createStreamWorker(origin: string, nowMs: () => number, readStatic: ReadStatic) {
  let delayMs = 0;
  /** The page's provider clock minus the worker's own. */
  let offsetMs = 0;
  const providerNow = () => nowMs() + offsetMs;
  return {
    /** Answers the request when it asks for a stream of this origin; says whether it did. */
    fetch(event: StreamFetchEvent): boolean {
      if (event.request.method !== 'GET') return false;
      const url = new URL(event.request.url);
      if (url.origin !== origin || !isStreamPath(url.pathname)) return false;
      event.respondWith(streamResponse(url, providerNow, readStatic, delayMs));
      return true;
    },
    message(data: unknown): void {
      if (isStreamDelayMessage(data)) delayMs = data.delay;
      if (isStreamClockMessage(data)) offsetMs = data.now - nowMs();
    },
  };
}
