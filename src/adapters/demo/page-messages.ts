import type { DemoControls } from './controls';

/**
 * What the demo's service worker and the page say to each other: about one API request
 * (`api-worker.ts` in the worker, `browser.ts` in the page), and for the streams. The worker holds the provider; the
 * page holds what only it can read: its clock (a test clock, or the provider set off with
 * `demo-clock-offset`), the tester controls and the state in its localStorage.
 */

/** The worker asks the page behind a request for its context, on a channel of its own. */
export interface ContextAsk {
  readonly type: 'demo-context';
}

/** What the page answers: everything the provider reads for one request. */
export interface PageContext {
  /** The provider's "now", epoch milliseconds. */
  readonly now: number;
  readonly controls: DemoControls;
  readonly channelCount: number;
  /** localStorage `demo-provider-state` as it is (null when none). */
  readonly state: string | null;
}

/** The request is answered: the state to write when it changed, then the channel closes. */
export interface RequestEnd {
  readonly type: 'demo-end';
  readonly state?: string;
}

/** The page wrote the changed state (the worker holds the next request until then). */
export interface StateWritten {
  readonly type: 'demo-written';
}

/** The page asks an active worker that does not control it (a reload that bypassed it) to take it over. */
export interface ClaimAsk {
  readonly type: 'demo-claim';
}

export const contextAsk = (): ContextAsk => ({ type: 'demo-context' });
export const requestEnd = (state?: string): RequestEnd =>
  state === undefined ? { type: 'demo-end' } : { type: 'demo-end', state };
export const stateWritten = (): StateWritten => ({ type: 'demo-written' });
export const claimAsk = (): ClaimAsk => ({ type: 'demo-claim' });

/** The page tells the worker the testers' `delay` with this message (`browser.ts`, every second). */
export interface StreamDelayMessage {
  readonly type: 'demo-stream-delay';
  readonly delay: number;
}

export const streamDelayMessage = (delay: number): StreamDelayMessage => ({ type: 'demo-stream-delay', delay });

/**
 * The page tells the worker its provider's "now" with this message (`browser.ts`, every second): the worker's
 * own clock may differ (a test clock in the page, or the provider set off with `demo-clock-offset`),
 * and live windows and replay ends must follow the provider the page talks to.
 */
export interface StreamClockMessage {
  readonly type: 'demo-stream-clock';
  readonly now: number;
}

export const streamClockMessage = (now: number): StreamClockMessage => ({ type: 'demo-stream-clock', now });

export function isStreamClockMessage(data: unknown): data is StreamClockMessage {
  const message = data as Partial<StreamClockMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'demo-stream-clock' &&
    typeof message.now === 'number' &&
    Number.isFinite(message.now)
  );
}

export function isStreamDelayMessage(data: unknown): data is StreamDelayMessage {
  const message = data as Partial<StreamDelayMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'demo-stream-delay' &&
    typeof message.delay === 'number' &&
    Number.isFinite(message.delay) &&
    message.delay >= 0
  );
}

const typed =
  <T extends { readonly type: string }>(type: T['type']) =>
  (data: unknown): data is T =>
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

export const isContextAsk = typed<ContextAsk>('demo-context');
export const isRequestEnd = typed<RequestEnd>('demo-end');
export const isStateWritten = typed<StateWritten>('demo-written');
export const isClaimAsk = typed<ClaimAsk>('demo-claim');

export function isPageContext(data: unknown): data is PageContext {
  const context = data as Partial<PageContext> | null;
  return (
    typeof context === 'object' &&
    context !== null &&
    typeof context.now === 'number' &&
    Number.isFinite(context.now) &&
    typeof context.controls === 'object' &&
    context.controls !== null &&
    typeof context.channelCount === 'number' &&
    (context.state === null || typeof context.state === 'string')
  );
}
