/**
 * When a demo live or replay segment may be served. Live segment N covers
 * [AST + N·d, AST + (N+1)·d) and exists once it has fully elapsed, until it falls out of
 * the start-over window (plus a margin of a few segments for players at the window's start).
 */
import { WINDOW_MARGIN_SEGMENTS, type ClipMeta } from './clip';

/** Timing of a live channel; times in epoch seconds. */
export interface ChannelTiming {
  readonly availabilityStart: number;
  readonly timeShiftBufferDepth: number;
}

/** Whether segment N has fully elapsed at `now`. */
export function segmentElapsed(segmentNumber: number, now: number, clip: ClipMeta, availabilityStart: number): boolean {
  return segmentNumber >= 0 && availabilityStart + (segmentNumber + 1) * clip.segmentDuration <= now;
}

/** Whether live segment N is served at `now`: elapsed and not older than the window plus margin. */
export function liveSegmentAvailable(
  segmentNumber: number,
  now: number,
  clip: ClipMeta,
  timing: ChannelTiming,
): boolean {
  const d = clip.segmentDuration;
  const oldest = now - timing.timeShiftBufferDepth - WINDOW_MARGIN_SEGMENTS * d;
  return (
    segmentElapsed(segmentNumber, now, clip, timing.availabilityStart) &&
    timing.availabilityStart + (segmentNumber + 1) * d > oldest
  );
}
