import type { LiveList } from '../live/live.model';
import type { PlayTarget } from './play-request';
import type { PlayEvent } from './playback-content';

/** The kinds of `/player/{type}` on TV (spec point 2): a channel live, a replay, a start-over, a VOD title. */
export const PLAYER_TYPES = ['live', 'replay', 'startover', 'vod'] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];

/** What the player's address asks: a target the play request decides on once its data is there, or an event to send as is. */
export type PlayerRouteRequest =
  { readonly kind: 'target'; readonly target: PlayTarget } | { readonly kind: 'event'; readonly event: PlayEvent };

/** The query of the player's address (`URLSearchParams` fits). */
interface Query {
  get(name: string): string | null;
}

export function isPlayerType(value: string | undefined): value is PlayerType {
  return (PLAYER_TYPES as readonly (string | undefined)[]).includes(value);
}

/**
 * The request of `/player/{type}`: `live?channel=`, `replay?show=` (a current show starts over,
 * an ended one resumes: `playRequestEvent`), `startover?channel=` (the channel's current show
 * from its beginning), `vod?show=&product=&bookmark=`. Null when the address lacks what it needs.
 */
export function playerRouteRequest(type: PlayerType, query: Query): PlayerRouteRequest | null {
  const channelId = query.get('channel');
  const showId = query.get('show');
  switch (type) {
    case 'live':
      return channelId ? { kind: 'target', target: { channelId, showId: null } } : null;
    case 'replay':
      return showId ? { kind: 'target', target: { channelId: null, showId } } : null;
    case 'startover':
      return channelId ? { kind: 'event', event: { type: 'player.playStartOver', channelId } } : null;
    case 'vod': {
      const productId = query.get('product');
      const bookmark = Number(query.get('bookmark') ?? 0);
      return showId && productId
        ? {
            kind: 'event',
            event: { type: 'player.playVod', showId, productId, bookmark: Number.isFinite(bookmark) ? bookmark : 0 },
          }
        : null;
    }
  }
}

/**
 * Whether the remote zaps in the player of this kind (CH+/CH-, Up/Down, digits, the last channel,
 * the mini-guide and the channel's banner), and so whether those keys are told: a channel plays
 * (live, or a replay or start-over that zaps on to the next channel live) and there are channels
 * to zap through; never for a VOD title.
 */
export const playerZaps = (type: PlayerType, channelCount: number): boolean => type !== 'vod' && channelCount > 0;

/** The list a channel was chosen from: CH+ and CH- zap through it. */
export function playerListOf(query: Query): LiveList {
  return query.get('list') === 'fast' ? 'fast' : 'normal';
}

/** The player's address for a channel live, zapping through `list`. */
export function livePlayerPath(channelId: string, list: LiveList = 'normal'): string {
  const query = new URLSearchParams({ channel: channelId });
  if (list === 'fast') query.set('list', 'fast');
  return `/player/live?${query.toString()}`;
}

/** The player's address for a show replayed (or started over when it is on now). */
export function replayPlayerPath(showId: string): string {
  return `/player/replay?${new URLSearchParams({ show: showId }).toString()}`;
}

/** The player's address for a VOD title the user may play, resumed at `bookmark` seconds (0: from the start). */
export function vodPlayerPath({
  showId,
  productId,
  bookmark,
}: {
  showId: string;
  productId: string;
  bookmark: number;
}): string {
  const query = new URLSearchParams({ show: showId, product: productId, bookmark: String(bookmark) });
  return `/player/vod?${query.toString()}`;
}
