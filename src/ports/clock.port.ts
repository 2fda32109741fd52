import type { Temporal } from '../domain/time';

/** The only source of the current time, and of the user's time zone. */
export interface Clock {
  now(): Temporal.Instant;
  /**
   * The user's IANA time zone (e.g. `Europe/Zurich`): calendar days — the guide's days, the days
   * left before a recording expires — are the days of this zone (issue 18).
   */
  timeZone(): string;
}

export const CLOCK = Symbol.for('Clock');
