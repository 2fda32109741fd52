import type { Temporal } from '../domain/time';

/** The only source of the current time. */
export interface Clock {
  now(): Temporal.Instant;
}

export const CLOCK = Symbol.for('Clock');
