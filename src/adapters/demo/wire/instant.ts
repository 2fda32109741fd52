import type { Temporal } from '../../../domain/time';

const NS_PER_MS = 1_000_000n;
/** 9999-12-31T23:59:59.999Z: past it Temporal writes a six-digit year with its sign. */
const LAST_FOUR_DIGIT_MS = 253_402_300_799_999;
/** 0000-01-01T00:00:00Z: before it Temporal writes a negative six-digit year. */
const FIRST_FOUR_DIGIT_MS = -62_167_219_200_000;

/**
 * An instant as `Temporal.Instant#toString()` writes it (seconds always, the fraction without its
 * trailing zeros), through `Date#toISOString()`: the polyfill's own writer costs about 25 µs an
 * instant, a tenth of a guide answer's time. Instants finer than a millisecond or outside years
 * 0–9999 are left to Temporal.
 */
export function instantToWire(instant: Temporal.Instant): string {
  const ms = instant.epochMilliseconds;
  if (ms > LAST_FOUR_DIGIT_MS || ms < FIRST_FOUR_DIGIT_MS || instant.epochNanoseconds % NS_PER_MS !== 0n)
    return instant.toString();
  const iso = new Date(ms).toISOString();
  const fraction = iso.slice(20, 23).replace(/0+$/, '');
  return fraction === '' ? `${iso.slice(0, 19)}Z` : `${iso.slice(0, 20)}${fraction}Z`;
}
