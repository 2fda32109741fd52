import { assign, fromPromise, setup } from 'xstate';
import { INTERSTITIAL_TIMEOUT_MS, isNewInterstitial } from '../../domain/interstitial/interstitial';
import type { Interstitial } from '../../ports/usage.port';
import { notProvided } from '../not-provided';

export interface InterstitialContext {
  /** The message shown, once it came (new, in time). */
  readonly message: Interstitial | null;
  /** Ids of the messages dismissed on this device before. */
  readonly dismissed: readonly string[];
}

export interface InterstitialInput {
  readonly dismissed: readonly string[];
}

export type InterstitialEvent = { type: 'interstitial.dismiss' };

/**
 * The provider's message before the app (GET /interstitiel), asked for once at the start and
 * never waited for: the app shows at once, and the message comes over it when the provider has
 * one not dismissed on this device before, and only if it comes within
 * `INTERSTITIAL_TIMEOUT_MS`. No message, a failure or a late answer: nothing is shown. Dismissing
 * it closes it and remembers its id.
 */
export const interstitialMachine = setup({
  types: {} as { context: InterstitialContext; events: InterstitialEvent; input: InterstitialInput },
  actors: {
    /** GET /interstitiel. */
    loadInterstitial: fromPromise<Interstitial | null>(async () => notProvided('loadInterstitial')),
  },
  actions: {
    /** Keeps the id of a dismissed message on this device. */
    rememberDismissed: (_, _params: { id: string }) => notProvided('rememberDismissed'),
    /** The message to show. */
    show: assign((_, params: { message: Interstitial | null }) => ({ message: params.message })),
    /** Nothing shown any more. */
    close: assign({ message: null }),
  },
  guards: {
    isNew: ({ context }, message: Interstitial | null) =>
      message !== null && isNewInterstitial(message.id, context.dismissed),
  },
  delays: { timeout: INTERSTITIAL_TIMEOUT_MS },
}).createMachine({
  id: 'interstitial',
  initial: 'asking',
  context: ({ input }) => ({ message: null, dismissed: input.dismissed }),
  states: {
    asking: {
      invoke: {
        src: 'loadInterstitial',
        onDone: [
          {
            guard: { type: 'isNew', params: ({ event }) => event.output },
            target: 'shown',
            actions: { type: 'show', params: ({ event }) => ({ message: event.output }) },
          },
          { target: 'done' },
        ],
        onError: 'done',
      },
      after: { timeout: 'done' },
    },
    shown: {
      tags: ['open'],
      on: {
        'interstitial.dismiss': {
          target: 'done',
          actions: [
            { type: 'rememberDismissed', params: ({ context }) => ({ id: context.message?.id ?? '' }) },
            'close',
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
