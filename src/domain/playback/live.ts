import type { Channel } from '../guide/channel';
import type { Show } from '../shows/show';

/** What the live list shows for one channel: its current show and the one after. */
export interface LiveEntry {
  readonly channel: Channel;
  readonly current?: Show;
  readonly next?: Show;
}

/** Pairs each channel with its live programmes, keeping the lineup order of `channels`. */
export function liveEntries(
  channels: readonly Channel[],
  liveShows: ReadonlyMap<string, readonly Show[]>,
): LiveEntry[] {
  return channels.map((channel) => {
    const [current, next] = liveShows.get(channel.id) ?? [];
    return { channel, current, next };
  });
}
