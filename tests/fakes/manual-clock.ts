import { Temporal } from '../../src/domain/time';
import type { Clock } from '../../src/ports/clock.port';

/** A Clock that moves only when told, in a fixed time zone (UTC unless told). */
export class ManualClock implements Clock {
  constructor(
    private current: Temporal.Instant = Temporal.Instant.from('2026-11-22T12:00:00Z'),
    private readonly zone: string = 'UTC',
  ) {}

  now(): Temporal.Instant {
    return this.current;
  }

  timeZone(): string {
    return this.zone;
  }

  advance(duration: Temporal.DurationLike): void {
    this.current = this.current.add(duration);
  }
}
