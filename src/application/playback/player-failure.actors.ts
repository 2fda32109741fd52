import { fromCallback } from 'xstate';
import type { PlayerFailure } from '../../domain/playback/player-failure';
import type { PlayerPort } from '../../ports/player.port';

/** Sent to the playback machine when the stream fails for good while playing. */
export interface PlayerFailedEvent {
  readonly type: 'player.failed';
  readonly failure: PlayerFailure;
}

/**
 * Listens to the player while a stream plays and hands its critical failures to the playback
 * machine as `player.failed` (errors the player recovers from never arrive here).
 */
export function playerFailures(player: PlayerPort) {
  return fromCallback<{ type: never }>(({ sendBack }) =>
    player.onFailure((failure) => sendBack({ type: 'player.failed', failure } satisfies PlayerFailedEvent)),
  );
}
