import { byChannelUsage } from '../../domain/playback/channel-usage';
import type { LiveEntry } from '../../domain/playback/live';
import type { ChannelFigures } from '../../ports/guide.port';
import type { Loaded } from '../loaded';

/** How the live list is ordered: the subscriber's lineup, or the channels most watched now first. */
export type LiveOrder = 'lineup' | 'popular';
export const LIVE_ORDERS: readonly LiveOrder[] = ['lineup', 'popular'];

/** The live list as ordered, and whether the popular order could not be had (the lineup shows instead). */
export interface OrderedLive {
  readonly entries: readonly LiveEntry[];
  /** The popular order was asked and audience/live/ is still on its way: the lineup shows meanwhile. */
  readonly pending: boolean;
  /** The popular order was asked and audience/live/ failed: the lineup shows, nothing blocks. */
  readonly unavailable: boolean;
}

const channelOf = (entry: LiveEntry) => entry.channel.id;

/**
 * The live list in the chosen order. The lineup order follows the user's usage when it is
 * personalised (`usage`: GET channels/playtime/, null when not personalised): the channels most
 * watched first, the others in lineup order; until it is loaded, or when it failed, the lineup
 * as it is. "Popular now" puts the channels with the most viewers now
 * (GET audience/live/) first; channels without a figure follow in lineup order, as do ties. While
 * the audience loads, or after it failed, the list keeps the lineup order.
 */
export function orderLive(
  entries: readonly LiveEntry[],
  order: LiveOrder,
  audience: Loaded<ChannelFigures>,
  usage: Loaded<ChannelFigures> | null = null,
): OrderedLive {
  if (order === 'lineup') {
    const used = usage?.status === 'success' ? byChannelUsage(entries, channelOf, usage.data) : entries;
    return { entries: used, pending: false, unavailable: false };
  }
  if (audience.status !== 'success') {
    return { entries, pending: audience.status === 'loading', unavailable: audience.status === 'failure' };
  }
  const viewers = (entry: LiveEntry) => audience.data.get(entry.channel.id) ?? -1;
  return {
    entries: entries
      .map((entry, index) => ({ entry, index, viewers: viewers(entry) }))
      .sort((a, b) => b.viewers - a.viewers || a.index - b.index)
      .map(({ entry }) => entry),
    pending: false,
    unavailable: false,
  };
}
