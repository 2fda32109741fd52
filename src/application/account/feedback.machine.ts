import { assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { validateFeedback, type FeedbackError } from '../../domain/account/feedback';
import { notProvided } from '../not-provided';

export interface FeedbackContext {
  /** The address the provider answers to (the signed-in user's). */
  readonly email: string;
  /** The message as typed: kept through a failure so a retry sends it again. */
  readonly message: string;
  /** Why it was not sent: `message_required` before any call, or the call's failure. */
  readonly error: FeedbackError | ApiErrorKind | null;
}

export interface FeedbackInput {
  readonly email: string;
}

/** `feedback.type` follows the field, `feedback.send` sends it, `feedback.again` writes another. */
export type FeedbackEvent =
  { type: 'feedback.type'; message: string } | { type: 'feedback.send' } | { type: 'feedback.again' };

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Feedback to the provider (spec point 2, /feedback): a required message (spec point 5),
 * sent with POST contact/; a confirmation once sent; on failure the message stays as typed and
 * sending again retries.
 */
export const feedbackMachine = setup({
  types: {} as { context: FeedbackContext; events: FeedbackEvent; input: FeedbackInput },
  actors: {
    /** POST contact/ with the message. */
    sendFeedback: fromPromise<void, { email: string; message: string }>(async () => notProvided('sendFeedback')),
  },
  guards: {
    isValid: ({ context }) => validateFeedback(context.message) === null,
  },
  actions: {
    typeMessage: assign({ message: (_, message: string) => message }),
    clearError: assign({ error: null }),
    rejectMessage: assign({ error: 'message_required' as const }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    clearMessage: assign({ message: '', error: null }),
  },
}).createMachine({
  id: 'feedback',
  initial: 'editing',
  context: ({ input }) => ({ email: input.email, message: '', error: null }),
  states: {
    editing: {
      on: {
        'feedback.type': { actions: { type: 'typeMessage', params: ({ event }) => event.message } },
        'feedback.send': [{ guard: 'isValid', target: 'sending', actions: 'clearError' }, { actions: 'rejectMessage' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => ({ email: context.email, message: context.message.trim() }),
        onDone: 'sent',
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    sent: {
      on: { 'feedback.again': { target: 'editing', actions: 'clearMessage' } },
    },
  },
});
