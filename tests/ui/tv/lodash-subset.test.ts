// @ts-expect-error -- lodash-es ships no types; its full module by path, past vite.config.ts's alias of `lodash-es`.
import * as lodash from 'lodash-es/lodash.js';
import { describe, expect, it } from 'vitest';
import * as subset from '../../../src/ui/tv/spatial/lodash-subset';

/** What the spatial navigation calls, each answered as lodash answers it. */
const components = {
  a: { focusable: true, x: 3 },
  b: { focusable: false, x: 1 },
  c: { focusable: true, x: Number.NaN },
  d: { focusable: true, x: 1 },
};
type Component = (typeof components)['a'];
const list = Object.values(components);
const keyMap = { left: [37, 4], up: [38], right: [39, 5] };

const calls: readonly [string, (library: typeof subset) => unknown][] = [
  ['filter of an object', (l) => l.filter(components, (c: Component) => c.focusable)],
  ['filter of an array', (l) => l.filter(list, (c: Component, index: string | number) => c.x > 0 && Number(index) < 3)],
  ['filter of nothing', (l) => l.filter(undefined, () => true)],
  ['findKey', (l) => l.findKey(keyMap, (codes: number[]) => codes.includes(5))],
  ['findKey of no match', (l) => l.findKey(keyMap, (codes: number[]) => codes.includes(99))],
  ['sortBy with NaN and ties, stable', (l) => l.sortBy(list, (c: Component) => c.x)],
  ['sortBy with undefined', (l) => l.sortBy([{ d: 2 }, { d: undefined }, { d: -1 }], (c: { d?: number }) => c.d)],
  ['first', (l) => [l.first(list), l.first([]), l.first(undefined)]],
  ['difference', (l) => l.difference(['a', 'b', 'c', 'b'], ['b'])],
  ['assign', (l) => l.assign({ a: 1 }, { b: 2 }, { a: 3 })],
  [
    'forEach stopping at false',
    (l) => {
      const seen: unknown[] = [];
      l.forEach([1, 2, 3], (n: number) => (seen.push(n), n < 2));
      return seen;
    },
  ],
  [
    'forOwn',
    (l) => {
      const seen: unknown[] = [];
      l.forOwn(keyMap, (codes: number[], key: string | number) => void seen.push([key, codes.length]));
      return seen;
    },
  ],
];

describe("the spatial navigation's lodash subset", () => {
  it.each(calls)('should answer %s as lodash does', (_name, call) => {
    expect(call(subset)).toEqual(call(lodash as unknown as typeof subset));
  });

  it("should keep lodash's own throttle, debounce, noop and uniqueId", () => {
    expect([subset.throttle, subset.debounce, subset.noop, subset.uniqueId]).toEqual([
      lodash.throttle,
      lodash.debounce,
      lodash.noop,
      lodash.uniqueId,
    ]);
  });
});
