/** A channel the digits can reach: its id and the number the viewer types. */
export interface NumberedChannel {
  readonly id: string;
  readonly number: number;
}

/**
 * What a typed channel number does (issue 12, item 7):
 * - `switch`: one channel only has this number and no other number starts with it: switch now;
 * - `wait`: more numbers start with it: show it, and decide `ZAP_DIGIT_WAIT_MS` after the last digit;
 * - `none`: no channel has this number: show that, and forget the digits.
 */
export type DigitOutcome =
  | { readonly kind: 'switch'; readonly typed: string; readonly channelId: string }
  | { readonly kind: 'wait'; readonly typed: string }
  | { readonly kind: 'none'; readonly typed: string };

const startingWith = (typed: string, channels: readonly NumberedChannel[]) =>
  channels.filter((channel) => String(channel.number).startsWith(typed));
const exactly = (typed: string, channels: readonly NumberedChannel[]) =>
  channels.find((channel) => String(channel.number) === typed);

/** The longest number of the lineup, in digits: a number that long cannot grow further. */
const longest = (channels: readonly NumberedChannel[]) =>
  Math.max(0, ...channels.map((channel) => String(channel.number).length));

/** The outcome once the digits stop (the wait is over, or no number could be longer). */
export function digitsSettled(typed: string, channels: readonly NumberedChannel[]): DigitOutcome {
  const channel = exactly(typed, channels);
  return channel ? { kind: 'switch', typed, channelId: channel.id } : { kind: 'none', typed };
}

/** The outcome of one more digit after `typed` (empty for the first digit). */
export function typeDigit(typed: string, digit: number, channels: readonly NumberedChannel[]): DigitOutcome {
  const next = `${typed}${digit}`;
  const candidates = startingWith(next, channels);
  if (candidates.length === 0) return { kind: 'none', typed: next };
  if (candidates.length === 1 && String(candidates[0]!.number) === next)
    return { kind: 'switch', typed: next, channelId: candidates[0]!.id };
  return next.length >= longest(channels) ? digitsSettled(next, channels) : { kind: 'wait', typed: next };
}
