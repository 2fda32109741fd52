/**
 * Where the one player of the web layout is (issue 38 item 1): it lives beside the routes, so a
 * stream outlives the screen that started it. In the screen's own player while such a screen is
 * shown; once the user leaves it, in the docked player when the "player always on" preference is
 * on (spec point 3's local preferences), else the stream stops (and is reported).
 */
export type HostedPlayerPlace = 'idle' | 'screen' | 'dock' | 'stop';

/**
 * The screens' players: one holds the video (`shown`), the last one let it go (`left`), or none
 * has held it yet (`waiting`: the screen that plays is still drawing its player).
 */
export type HostedScreen = 'waiting' | 'shown' | 'left';

export interface HostedPlayerInput {
  /** A stream is on (loading, playing, paused or failed), not idle. */
  readonly active: boolean;
  readonly screen: HostedScreen;
  /** The "player always on" local preference. */
  readonly alwaysOn: boolean;
}

export function hostedPlayerPlace({ active, screen, alwaysOn }: HostedPlayerInput): HostedPlayerPlace {
  if (!active) return 'idle';
  if (screen !== 'left') return 'screen';
  return alwaysOn ? 'dock' : 'stop';
}

/**
 * Whether a player screen opened by going back to it (Back, not a choice) finds the stream it had
 * still going ("player always on" kept it beside the other screens): it then goes on as it is, the
 * channel zapped to included, rather than playing what the screen's address first asked.
 */
export function returnsToPlayback({ back, active }: { back: boolean; active: boolean }): boolean {
  return back && active;
}
