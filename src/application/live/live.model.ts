import type { LiveEntry } from '../../domain/playback/live';
import type { Session } from '../../domain/session/session';
import { resumedShare, type Show } from '../../domain/shows/show';
import type { PlayEvent } from '../playback/playback-content';
import type { Variant } from '../../domain/session/access';
import { LIVE_TABS, liveTabPath, type LiveTabName } from '../navigation/route-catalogue';
import { decideLiveTab } from '../navigation/route-rules';

/** Which channels a live list shows: the subscriber's lineup, or the extra FAST channels. */
export type LiveList = 'normal' | 'fast';

/** A tab of the live screen as a link: where it leads and its label's key. */
export interface LiveTabLink {
  readonly tab: LiveTabName;
  readonly path: string;
  readonly labelKey: string;
}

const TAB_LABELS: Readonly<Record<LiveTabName, string>> = {
  normal: 'live_tab_normal',
  fast: 'live_tab_fast',
  watchnext: 'home_feed_104',
};

/** What the live screen shows around its player. */
export interface LiveScreenModel {
  /** The channel list the tab shows (the watch-next tab keeps the lineup for its channel names). */
  readonly list: LiveList;
  readonly watchNext: boolean;
  /** The tabs offered to this account; none for a visitor. */
  readonly tabs: readonly LiveTabLink[];
  /** Playing while signed out asks to sign in; once signed in, the playback machine plays the request. */
  readonly loginDialog: boolean;
  /** The channels a zap most likely goes to next: after, then before the playing one in the list. */
  readonly neighbours: readonly string[];
}

export interface LiveScreenInput {
  readonly variant: Variant;
  readonly tab: LiveTabName;
  readonly session: Session | null;
  readonly entries: readonly LiveEntry[] | null;
  readonly playingChannelId: string | null;
  readonly loginRequired: boolean;
}

/** The tabs that open for this account (`decideLiveTab`): the FAST tab with the fast_menu permission (spec point 6). */
export function liveTabs(variant: Variant, session: Session | null): LiveTabLink[] {
  if (session === null) return [];
  return LIVE_TABS.filter((tab) => decideLiveTab(variant, tab, session, liveTabPath(tab)).kind === 'allow').map(
    (tab) => ({
      tab,
      path: liveTabPath(tab),
      labelKey: TAB_LABELS[tab],
    }),
  );
}

/** The channels either side of the playing one, the next one first; none when it is not in the list. */
export function zapNeighbours(entries: readonly LiveEntry[] | null, channelId: string | null): string[] {
  const index = entries?.findIndex((entry) => entry.channel.id === channelId) ?? -1;
  if (entries === null || index < 0) return [];
  return [entries[index + 1], entries[index - 1]].flatMap((entry) => (entry ? [entry.channel.id] : []));
}

/** Whether a path segment names a tab of the live screen. */
export function isLiveTab(value: string | undefined): value is LiveTabName {
  return (LIVE_TABS as readonly (string | undefined)[]).includes(value);
}

/** The channel list of a tab: the FAST channels on their tab, the lineup elsewhere. */
export function liveListOf(tab: LiveTabName): LiveList {
  return tab === 'fast' ? 'fast' : 'normal';
}

export function liveScreen({
  variant,
  tab,
  session,
  entries,
  playingChannelId,
  loginRequired,
}: LiveScreenInput): LiveScreenModel {
  return {
    list: liveListOf(tab),
    watchNext: tab === 'watchnext',
    tabs: liveTabs(variant, session),
    loginDialog: loginRequired && session === null,
    neighbours: zapNeighbours(entries, playingChannelId),
  };
}

/** The event a channel of the list sends: play it live (a visitor may be asked to sign in first). */
export function playChannelEvent({ channel }: LiveEntry): PlayEvent {
  return { type: 'player.playChannel', channelId: channel.id, channel };
}

/** A show of the watch-next tab: played from its bookmark in the player beside the list. */
export interface WatchNextItem {
  readonly show: Show;
  /** Its channel's name, empty while the lineup is unknown. */
  readonly channelName: string;
  /** How far its bookmark is, from 0 to 1. */
  readonly share: number;
  readonly playing: boolean;
}

/** The watch-next tab's items: the shows of the home row, with their channel and progress. */
export function watchNextItems(
  shows: readonly Show[],
  entries: readonly LiveEntry[] | null,
  playingShowId: string | null,
): WatchNextItem[] {
  const names = new Map(entries?.map((entry) => [entry.channel.id, entry.channel.name]));
  return shows.map((show) => ({
    show,
    channelName: names.get(show.channelId) ?? '',
    share: resumedShare(show),
    playing: show.id === playingShowId,
  }));
}
