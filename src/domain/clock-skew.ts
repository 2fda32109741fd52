import { Temporal } from './time';

/** A device clock may differ from the server's by this much before it is called wrong (spec point 9). */
export const TIME_TOLERANCE = Temporal.Duration.from({ seconds: 30 });

/** The device time is incorrect when it differs from the server date by more than 30 s, either way. */
export function isClockIncorrect(device: Temporal.Instant, server: Temporal.Instant): boolean {
  return Math.abs(device.epochMilliseconds - server.epochMilliseconds) > TIME_TOLERANCE.total('milliseconds');
}
