import { useSelector } from '@xstate/react';
import type { Playhead } from '../../../ports/player.port';
import type { Playback } from './use-playback';

type PlaybackSnapshot = ReturnType<Playback['actor']['getSnapshot']>;

/** The playhead as last polled, while playing. */
export const playheadOf = (snapshot: PlaybackSnapshot): Playhead | null =>
  snapshot.matches('playing') ? snapshot.context.playhead : null;

/** Whether two playheads differ only by what moves as the stream plays (position and seek range). */
const sameStatus = (a: Playhead | null, b: Playhead | null) =>
  a === b || (a !== null && b !== null && a.paused === b.paused && a.live === b.live);

/**
 * The playhead, drawing its caller again on every poll (once a second): only for what shows the
 * position. With `status`, only when it appears, goes, pauses, plays or goes live: its position
 * and range may then be old, for what the controls offer, never for what they send (read the
 * machine's snapshot at the time, `playheadOf`).
 */
export function usePlayhead(playback: Pick<Playback, 'actor'>, only?: 'status'): Playhead | null {
  return useSelector(playback.actor, playheadOf, only === 'status' ? sameStatus : Object.is);
}
