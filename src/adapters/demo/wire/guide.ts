import type { Show } from '../../../domain/shows/show';
import type { Explore, StreamRights } from '../../../ports/guide.port';
import { showToWire } from './show';

/** epglive/: current and next show per channel. */
export function liveToWire(live: ReadonlyMap<string, readonly Show[]>) {
  return { channels: [...live].map(([channelId, shows]) => ({ channel_id: channelId, shows: shows.map(showToWire) })) };
}

/** Any rights call: the manifest and, for encrypted streams, ClearKey keys. */
export function rightsToWire(rights: StreamRights) {
  return { url: rights.url, clear_keys: rights.clearKeys };
}

export function exploreToWire(explore: Explore) {
  return { categories: explore.categories.map(({ id, name }) => ({ id, name })), shows: explore.shows.map(showToWire) };
}
