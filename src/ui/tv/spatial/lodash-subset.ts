/**
 * The twelve lodash functions that the spatial navigation library (norigin) imports from
 * `lodash-es`, which vite.config.ts points here. lodash's versions of the collection functions
 * bring its whole iteratee machinery (property paths, deep matching, about 7 KB gzip of the TV's
 * first load) for callers that only ever pass functions; throttle, debounce, noop and uniqueId
 * stay lodash's own.
 * tests/ui/tv/lodash-subset.test.ts holds each one against lodash.
 */
export { default as debounce } from 'lodash-es/debounce.js';
export { default as throttle } from 'lodash-es/throttle.js';
export { default as noop } from 'lodash-es/noop.js';
export { default as uniqueId } from 'lodash-es/uniqueId.js';

type Collection<T> = readonly T[] | Readonly<Record<string, T>> | null | undefined;
type Visit<T> = (value: T, key: string | number, collection: never) => unknown;

const valuesOf = <T>(collection: Collection<T>): readonly T[] =>
  collection == null ? [] : Array.isArray(collection) ? collection : Object.values(collection);

export const assign = Object.assign;

export function first<T>(array: readonly T[] | null | undefined): T | undefined {
  return array && array.length ? array[0] : undefined;
}

export function difference<T>(array: readonly T[] | null | undefined, values: readonly T[] = []): T[] {
  return Array.isArray(array) ? array.filter((value) => !values.includes(value)) : [];
}

/** Stops early when `visit` returns false, as lodash does. */
export function forOwn<T>(object: Readonly<Record<string, T>> | null | undefined, visit: Visit<T>): typeof object {
  if (object == null) return object;
  for (const key of Object.keys(object)) if (visit(object[key]!, key, object as never) === false) break;
  return object;
}

export function forEach<T>(collection: Collection<T>, visit: Visit<T>): typeof collection {
  if (!Array.isArray(collection)) return forOwn(collection as Readonly<Record<string, T>> | null | undefined, visit);
  for (let index = 0; index < collection.length; index += 1)
    if (visit(collection[index]!, index, collection as never) === false) break;
  return collection;
}

export function filter<T>(collection: Collection<T>, keep: Visit<T>): T[] {
  const kept: T[] = [];
  forEach(collection, (value, key, all) => void (keep(value, key, all) && kept.push(value)));
  return kept;
}

export function findKey<T>(object: Readonly<Record<string, T>> | null | undefined, test: Visit<T>): string | undefined {
  if (object == null) return undefined;
  return Object.keys(object).find((key) => test(object[key]!, key, object as never));
}

/** lodash's order: undefined and NaN after every other value. */
function compareAscending(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const aLast = a === undefined || Number.isNaN(a);
  const bLast = b === undefined || Number.isNaN(b);
  if (aLast || bLast) return aLast === bLast ? 0 : aLast ? 1 : -1;
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** A stable sort by what `criterion` gives each value, ascending. */
export function sortBy<T>(collection: Collection<T>, criterion: (value: T) => unknown): T[] {
  return valuesOf(collection)
    .map((value, index) => ({ value, index, order: criterion(value) }))
    .sort((a, b) => compareAscending(a.order, b.order) || a.index - b.index)
    .map(({ value }) => value);
}
