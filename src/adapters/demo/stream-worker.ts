import type { ReadStatic } from './streams/stream-routes';
import { isStreamPath, streamResponse } from './streams/stream-response';

/** A service worker's fetch event, as far as the stream worker uses it. */
export interface StreamFetchEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The page tells the worker the testers' `delay` with this message (`browser.ts`). */
export interface StreamDelayMessage {
  readonly type: 'demo-stream-delay';
  readonly delay: number;
}

export const streamDelayMessage = (delay: number): StreamDelayMessage => ({ type: 'demo-stream-delay', delay });

/**
 * The page tells the worker its provider's "now" with this message (`browser.ts`): the worker's
 * own clock may differ (a test clock in the page, or the provider set off with `demo-clock-offset`),
 * and live windows and replay ends must follow the provider the page talks to.
 */
export interface StreamClockMessage {
  readonly type: 'demo-stream-clock';
  readonly now: number;
}

export const streamClockMessage = (now: number): StreamClockMessage => ({ type: 'demo-stream-clock', now });

function isStreamClockMessage(data: unknown): data is StreamClockMessage {
  const message = data as Partial<StreamClockMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'demo-stream-clock'
    && typeof message.now === 'number' && Number.isFinite(message.now);
}

function isStreamDelayMessage(data: unknown): data is StreamDelayMessage {
  const message = data as Partial<StreamDelayMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'demo-stream-delay'
    && typeof message.delay === 'number' && Number.isFinite(message.delay) && message.delay >= 0;
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
