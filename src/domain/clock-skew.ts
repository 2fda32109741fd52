import { Temporal } from './time';

/** A device clock may differ from the server's by this much before it is called wrong (spec point 9). */
export const TIME_TOLERANCE = Temporal.Duration.from({ seconds: 30 });

/** How far the device clock is ahead of the server's, in ms (behind when negative). */
export function clockSkewMs(device: Temporal.Instant, server: Temporal.Instant): number {
  return device.epochMilliseconds - server.epochMilliseconds;
}

/** The device time is incorrect when it differs from the server date by more than 30 s, either way. */
export function isClockIncorrect(device: Temporal.Instant, server: Temporal.Instant): boolean {
  return Math.abs(clockSkewMs(device, server)) > TIME_TOLERANCE.total('milliseconds');
}
