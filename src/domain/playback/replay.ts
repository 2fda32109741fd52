import type { Channel } from '../guide/channel';
import type { Show } from '../shows/show';
import { Temporal } from '../time';

/**
 * The last instant a show can be replayed: `replayableHours` after its start. Counting from the
 * start, like the 120-day recording lifetime, means a show leaves replay as many hours after it
 * aired as the channel advertises, whatever its length.
 */
export function replayableUntil(
  show: Pick<Show, 'startDate'>,
  channel: Pick<Channel, 'replayableHours'>,
): Temporal.Instant {
  return show.startDate.add(Temporal.Duration.from({ hours: Math.max(0, channel.replayableHours) }));
}

/** Whether a show that has started is still in its channel's replay window at `now`. */
export function isInReplayWindow(
  show: Pick<Show, 'startDate'>,
  channel: Pick<Channel, 'replayableHours'>,
  now: Temporal.Instant,
): boolean {
  return channel.replayableHours > 0 && Temporal.Instant.compare(now, replayableUntil(show, channel)) < 0;
}

/**
 * The span a recording captures: from `padIn` minutes before the start to `padOut` minutes
 * after the stop, so that a late or overrunning programme is not cut.
 */
export function recordingSpan(
  show: Pick<Show, 'startDate' | 'stopDate'>,
  channel: Pick<Channel, 'padIn' | 'padOut'>,
): { readonly start: Temporal.Instant; readonly stop: Temporal.Instant } {
  return {
    start: show.startDate.subtract(Temporal.Duration.from({ minutes: Math.max(0, channel.padIn) })),
    stop: show.stopDate.add(Temporal.Duration.from({ minutes: Math.max(0, channel.padOut) })),
  };
}
