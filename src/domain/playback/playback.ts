import { FAILED_LOAD_RETRY_AFTER } from '../freshness';
import type { ShowFlags } from '../shows/show-flags';
import { Temporal } from '../time';

/** The player pings the provider this often while a stream plays (spec point 9). */
export const KEEP_ALIVE_INTERVAL = Temporal.Duration.from({ seconds: 30 });
/** A stream must have played longer than this for its stop to be reported (spec point 9). */
export const STREAM_EVENT_MIN_DURATION = Temporal.Duration.from({ seconds: 60 });

/** The usage events sent when a stream stops (spec point 4). */
export type StreamEvent = 'PLAY' | 'LIVEPLAY';

/** The event to send when a stream started at `startedAt` stops at `stoppedAt`: only beyond 60 s. */
export function streamStopEvent(
  startedAt: Temporal.Instant,
  stoppedAt: Temporal.Instant,
  live: boolean,
): StreamEvent | null {
  const played = stoppedAt.epochMilliseconds - startedAt.epochMilliseconds;
  if (played <= STREAM_EVENT_MIN_DURATION.total('milliseconds')) return null;
  return live ? 'LIVEPLAY' : 'PLAY';
}

/** Where playback begins. */
export type PlaybackStart = { readonly kind: 'live' } | { readonly kind: 'position'; readonly seconds: number };

/**
 * A current show plays live; any other plays from its bookmark or from the start (spec point 4).
 * A show already seen starts again from the start: resuming in its credits helps nobody.
 */
export function playbackStart(flags: Pick<ShowFlags, 'isCurrent' | 'bookmark' | 'isSeen'>): PlaybackStart {
  if (flags.isCurrent) return { kind: 'live' };
  return { kind: 'position', seconds: flags.isSeen ? 0 : flags.bookmark };
}

/** The player's playhead is read about once a second while a stream plays (bookmarks, seen, controls). */
export const PLAYHEAD_POLL_INTERVAL = Temporal.Duration.from({ seconds: 1 });
/**
 * How long a channel plays before the channels either side of it are prepared for zapping: after
 * the chosen channel's first segments, since preloading earlier competes with them.
 */
export const NEIGHBOUR_PRELOAD_DELAY = Temporal.Duration.from({ milliseconds: 800 });

/**
 * When the show on air has ended but the live guide still gives it (or could not be read), the
 * player looks again this much later (spec point 9: a failed load is not retried for 30 seconds).
 */
export const LIVE_SHOW_RETRY_DELAY = FAILED_LOAD_RETRY_AFTER;
