import type { LiveEntry } from '../../domain/playback/live';

/** Which way a zap goes in the lineup: CH+ (and Up) to the next number, CH- (and Down) back. */
export type ZapDirection = 1 | -1;

/** The channel a zap goes to: the next or previous one in the list, going round at either end. */
export function zapTarget(
  entries: readonly LiveEntry[],
  channelId: string | null,
  direction: ZapDirection,
): LiveEntry | null {
  if (entries.length === 0) return null;
  const index = entries.findIndex((entry) => entry.channel.id === channelId);
  if (index < 0) return entries[direction === 1 ? 0 : entries.length - 1]!;
  return entries[(index + direction + entries.length) % entries.length]!;
}

/** The channel watched now and the one watched before it, for the last-channel key. */
export interface ZapHistory {
  readonly current: string | null;
  readonly previous: string | null;
}

export const NO_HISTORY: ZapHistory = { current: null, previous: null };

/** The history once `channelId` plays: the one it replaces becomes the last channel. */
export function afterZap(history: ZapHistory, channelId: string): ZapHistory {
  if (history.current === channelId) return history;
  return { current: channelId, previous: history.current };
}

/** The channel the last-channel key goes back to, when there is one. */
export function lastChannel(history: ZapHistory): string | null {
  return history.previous !== null && history.previous !== history.current ? history.previous : null;
}
