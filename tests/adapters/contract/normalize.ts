import { Temporal } from '../../../src/domain/time';

/**
 * A plain, comparable copy of a port's answer: instants as ISO strings, sets as sorted
 * arrays, maps as objects, undefined fields dropped. `toEqual` cannot tell Temporal
 * instants apart, so answers are compared through this.
 */
export function normalize(value: unknown): unknown {
  if (value instanceof Temporal.Instant) return value.toString();
  if (value instanceof Set) return [...value].map(normalize).sort();
  if (value instanceof Map)
    return Object.fromEntries([...value].map(([key, entry]) => [String(key), normalize(entry)]).sort());
  if (Array.isArray(value)) return value.map(normalize);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => [key, normalize(entry)]),
    );
  }
  return value;
}
