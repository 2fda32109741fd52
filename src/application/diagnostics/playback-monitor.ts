import { withZapTime } from '../../domain/diagnostics/zap-times';
import type { Clock } from '../../ports/clock.port';
import type { PlayerPort, StreamStats } from '../../ports/player.port';

/**
 * What the diagnostics read of playback, app-wide: the zap times (a channel chosen to its first
 * frame, the last ten in ms) and the figures of the stream playing now.
 */
export interface PlaybackMonitor {
  /** Follows a player's first frames; returns the release (the player is destroyed). */
  track(player: PlayerPort): () => void;
  /** A channel was chosen on `player`: its first frame ends the zap. */
  channelChosen(player: PlayerPort): void;
  /** The last zap times in milliseconds, newest last. */
  zapTimes(): readonly number[];
  /** The figures of the stream a tracked player plays, or null when none plays. */
  streamStats(): StreamStats | null;
}

export function createPlaybackMonitor(clock: Clock): PlaybackMonitor {
  const players = new Set<PlayerPort>();
  const chosenAt = new Map<PlayerPort, number>();
  let times: readonly number[] = [];
  const nowMs = () => clock.now().epochMilliseconds;
  return {
    track(player) {
      players.add(player);
      const stopListening = player.onFirstFrame(() => {
        const start = chosenAt.get(player);
        if (start === undefined) return;
        chosenAt.delete(player);
        times = withZapTime(times, nowMs() - start);
      });
      return () => {
        stopListening();
        players.delete(player);
        chosenAt.delete(player);
      };
    },
    channelChosen(player) {
      chosenAt.set(player, nowMs());
    },
    zapTimes: () => times,
    streamStats() {
      for (const player of players) {
        const stats = player.stats();
        if (stats !== null) return stats;
      }
      return null;
    },
  };
}
