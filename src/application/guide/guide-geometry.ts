import type { TimeWindow } from '../../domain/guide/guide';
import type { Show } from '../../domain/shows/show';
import { Temporal } from '../../domain/time';

/**
 * The guide's time axis at a scale (pixels a millisecond), for every guide layout: where an
 * instant or a show sits from an origin, and the half-hour ticks of the time header.
 */
const MINUTE_MS = 60_000;

/** Horizontal offset of an instant inside the time area. */
export function xOf(at: Temporal.Instant, origin: Temporal.Instant, pxPerMs: number): number {
  return (at.epochMilliseconds - origin.epochMilliseconds) * pxPerMs;
}

/** The instant at a horizontal offset of the time area. */
export function instantAt(x: number, origin: Temporal.Instant, pxPerMs: number): Temporal.Instant {
  return Temporal.Instant.fromEpochMilliseconds(Math.round(origin.epochMilliseconds + x / pxPerMs));
}

/** A show's box in the time area, cut to the guide's bounds. */
export function cellBox(
  show: Pick<Show, 'startDate' | 'stopDate'>,
  bounds: TimeWindow,
  pxPerMs: number,
): { left: number; width: number } {
  const start = Math.max(show.startDate.epochMilliseconds, bounds.start.epochMilliseconds);
  const stop = Math.min(show.stopDate.epochMilliseconds, bounds.stop.epochMilliseconds);
  return { left: (start - bounds.start.epochMilliseconds) * pxPerMs, width: Math.max(0, (stop - start) * pxPerMs) };
}

/** Whole hours (and half hours) inside a span, for the time header ticks. */
export function ticksIn(window: TimeWindow, stepMinutes = 30): Temporal.Instant[] {
  const step = stepMinutes * MINUTE_MS;
  const ticks: Temporal.Instant[] = [];
  for (
    let ms = Math.ceil(window.start.epochMilliseconds / step) * step;
    ms < window.stop.epochMilliseconds;
    ms += step
  ) {
    ticks.push(Temporal.Instant.fromEpochMilliseconds(ms));
  }
  return ticks;
}
