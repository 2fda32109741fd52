/** Why feedback cannot be sent (spec point 5). */
export type FeedbackError = 'message_required';

/** A feedback message is required: blank text does not count. Null when it can be sent. */
export function validateFeedback(message: string): FeedbackError | null {
  return message.trim() === '' ? 'message_required' : null;
}

/** Longest message accepted, in characters (the field stops there). */
export const FEEDBACK_MAX_LENGTH = 2000;
