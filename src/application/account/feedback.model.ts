import type { SnapshotFrom } from 'xstate';
import { FEEDBACK_MAX_LENGTH } from '../../domain/account/feedback';
import type { FeedbackContext, FeedbackEvent, feedbackMachine } from './feedback.machine';

/** What the feedback screen shows and can do. */
export interface FeedbackModel {
  readonly message: string;
  /** Sending: the form waits. */
  readonly sending: boolean;
  /** Sent: the screen confirms and offers to write another. */
  readonly sent: boolean;
  readonly error: FeedbackContext['error'];
  /** A failed call (not a missing message): the button reads "retry". */
  readonly canRetry: boolean;
  readonly typeEvent: (message: string) => FeedbackEvent;
  readonly sendEvent: FeedbackEvent;
  readonly againEvent: FeedbackEvent;
}

type FeedbackSnapshot = Pick<SnapshotFrom<typeof feedbackMachine>, 'matches' | 'hasTag' | 'context'>;

/** Connects a feedback machine's snapshot to the screen. */
export function connectFeedback(snapshot: FeedbackSnapshot): FeedbackModel {
  const { message, error } = snapshot.context;
  return {
    message,
    sending: snapshot.hasTag('busy'),
    sent: snapshot.matches('sent'),
    error,
    canRetry: error !== null && error !== 'message_required',
    typeEvent: (text) => ({ type: 'feedback.type', message: text.slice(0, FEEDBACK_MAX_LENGTH) }),
    sendEvent: { type: 'feedback.send' },
    againEvent: { type: 'feedback.again' },
  };
}
