/**
 * Zapping the way TV viewers zap (issue 12, item 7): the now/next banner and the channel number
 * typed with the remote's digits.
 */

/** How long the now/next banner stays after a zap, unless the remote's focus is on it. */
export const ZAP_BANNER_MS = 5_000;

/** How long a typed channel number waits for a further digit before it switches. */
export const ZAP_DIGIT_WAIT_MS = 2_000;

/** How far the remote's rewind and fast-forward keys move the playhead, in seconds. */
export const REMOTE_SEEK_STEP_SECONDS = 30;
