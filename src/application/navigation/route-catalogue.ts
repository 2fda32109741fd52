import type { Variant } from '../../domain/session/access';
import type { Screen } from '../../domain/session/screen-access';

/**
 * The tab a bare list path opens (spec point 2: /recordings redirects to /recordings/completed,
 * ...); on web /vod opens the category 0, on TV /vod is a single screen.
 */
export const DEFAULT_TABS: Readonly<Record<Variant, Partial<Record<Screen, string>>>> = {
  web: {
    recordings: 'completed',
    live: 'normal',
    actors: 'subscribed',
    showsactors: 'past',
    mysports: 'future',
    vod: '0',
  },
  tv: { recordings: 'completed', live: 'normal', actors: 'subscribed', showsactors: 'past', mysports: 'future' },
};

/** Where a bare list path goes: its default tab, or null when the screen has none in this layout. */
export function defaultTabPath(variant: Variant, screen: Screen): string | null {
  const tab = DEFAULT_TABS[variant][screen];
  return tab === undefined ? null : `/${screen}/${tab}`;
}

/** Where a screen opens from a menu or a link: its default tab, or its own path. */
export function screenPath(variant: Variant, screen: Screen): string {
  return defaultTabPath(variant, screen) ?? `/${screen}`;
}

/** Where any unknown path leads, in both layouts (spec point 2): live. */
export function unknownPathTarget(variant: Variant): string {
  return screenPath(variant, 'live');
}

/** The lists of the live screen (/live/{tab}): the lineup, the extra FAST channels, and the shows to resume. */
export const LIVE_TABS = ['normal', 'fast', 'watchnext'] as const;
export type LiveTabName = (typeof LIVE_TABS)[number];

/** One tab of the live screen. */
export const liveTabPath = (tab: LiveTabName): string => `/live/${tab}`;

/** The live screen playing a channel (`?play=`): the player belongs to the live screen. */
export function livePlayPath(channelId: string, tab: LiveTabName = 'normal'): string {
  return `${liveTabPath(tab)}?play=${encodeURIComponent(channelId)}`;
}

/** The live screen playing a show from its start (`?replay=`): replay and start-over. */
export function liveReplayPath(showId: string, tab: LiveTabName = 'normal'): string {
  return `${liveTabPath(tab)}?replay=${encodeURIComponent(showId)}`;
}
