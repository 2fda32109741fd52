import type { LiveTabName } from './route-rules';

/** The live screen's list at a tab (/live/{tab}). */
export function liveTabPath(tab: LiveTabName): string {
  return `/live/${tab}`;
}

/** The live screen playing a channel live (`?play=`), from the lineup tab unless another is given. */
export function livePlayPath(channelId: string, tab: LiveTabName = 'normal'): string {
  return `${liveTabPath(tab)}?play=${encodeURIComponent(channelId)}`;
}

/** The live screen playing a show by its flags (`?replay=`: replay from the bookmark, or start-over). */
export function liveReplayPath(showId: string): string {
  return `${liveTabPath('normal')}?replay=${encodeURIComponent(showId)}`;
}
