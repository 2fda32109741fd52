/**
 * Where playing something leads in both layouts' web routes: the live screen owns the player,
 * `?play=` starts a channel live, `?replay=` a show from its beginning (replay or start-over).
 */
export function livePlayPath(channelId: string, tab = 'normal'): string {
  return `/live/${tab}?play=${encodeURIComponent(channelId)}`;
}

export function liveReplayPath(showId: string): string {
  return `/live/normal?replay=${encodeURIComponent(showId)}`;
}

/** The download screen of a show. */
export function downloadPath(showId: string): string {
  return `/download/${encodeURIComponent(showId)}`;
}
