import { Temporal } from '../time';

/** Minutes per unit of a licence validity string (spec point 9): J days, H hours, M minutes. */
export const VALIDITY_UNITS = { J: 24 * 60, H: 60, M: 1 } as const;
export type ValidityUnit = keyof typeof VALIDITY_UNITS;

export type ValidityParse =
  | { readonly ok: true; readonly duration: Temporal.Duration }
  | { readonly ok: false; readonly error: 'invalid_validity' };

// Each unit at most once, in the order J, H, M, e.g. "2J", "48H", "1J12H", "90M".
const VALIDITY_PATTERN = /^(?:(\d+)J)?(?:(\d+)H)?(?:(\d+)M)?$/;

/**
 * Parses a licence validity such as "48H" or "1J12H" into a duration in hours and minutes
 * (days as 24 h, so it can be added to an instant). Case and spaces are ignored; an empty,
 * unknown, repeated, out-of-order or zero validity is an `invalid_validity` error.
 */
export function parseValidity(text: string): ValidityParse {
  const match = VALIDITY_PATTERN.exec(text.replace(/\s+/g, '').toUpperCase());
  if (match === null) return { ok: false, error: 'invalid_validity' };
  const [, days = '0', hours = '0', minutes = '0'] = match;
  const total = Number(days) * VALIDITY_UNITS.J + Number(hours) * VALIDITY_UNITS.H + Number(minutes) * VALIDITY_UNITS.M;
  if (!Number.isSafeInteger(total) || total <= 0) return { ok: false, error: 'invalid_validity' };
  return { ok: true, duration: Temporal.Duration.from({ hours: Math.floor(total / 60), minutes: total % 60 }) };
}

/** When a licence bought at `from` with validity `duration` ends. */
export function licenceEndsAt(from: Temporal.Instant, duration: Temporal.Duration): Temporal.Instant {
  return from.add(duration);
}

/** A licence validity as the provider wrote it, unit by unit (what the purchase form says). */
export interface ValidityParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

/**
 * The units of a validity as written ("1J12H" is 1 day and 12 hours, "48H" stays 48 hours), so
 * the text matches the provider's offer; null when `parseValidity` rejects it.
 */
export function validityParts(text: string): ValidityParts | null {
  if (!parseValidity(text).ok) return null;
  const [, days = '0', hours = '0', minutes = '0'] =
    VALIDITY_PATTERN.exec(text.replace(/\s+/g, '').toUpperCase()) ?? [];
  return { days: Number(days), hours: Number(hours), minutes: Number(minutes) };
}
