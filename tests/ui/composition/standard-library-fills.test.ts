import { describe, expect, it } from 'vitest';
import {
  AggregateErrorFill,
  arrayFills,
  mapFills,
  objectFills,
  promiseFills,
  queueMicrotaskFill,
} from '../../../src/composition/standard-library-fills';

/** Each stand-in gives what the engine's own gives (the engine running these tests has them all but the Map ones). */
describe("the TV's standard-library stand-ins", () => {
  const sparse = [1, , [2, [3, [4]]], 5]; // eslint-disable-line no-sparse-arrays

  it.each([
    ['at(0)', () => arrayFills.at.call(['a', 'b', 'c'], 0), 'a'],
    ['at(-1)', () => arrayFills.at.call(['a', 'b', 'c'], -1), 'c'],
    ['at(-4)', () => arrayFills.at.call(['a', 'b', 'c'], -4), undefined],
    ['at(1.7)', () => arrayFills.at.call(['a', 'b', 'c'], 1.7), 'b'],
    ['at(NaN)', () => arrayFills.at.call(['a', 'b', 'c'], Number.NaN), 'a'],
    ['flat()', () => arrayFills.flat.call(sparse), sparse.flat()],
    ['flat(2)', () => arrayFills.flat.call(sparse, 2), sparse.flat(2)],
    ['flat(Infinity)', () => arrayFills.flat.call(sparse, Infinity), sparse.flat(Infinity)],
    [
      'flatMap',
      () => arrayFills.flatMap.call([1, 2], (n: unknown) => [n, [Number(n) * 10]]),
      [1, 2].flatMap((n) => [n, [n * 10]]),
    ],
    [
      'fromEntries of a Map',
      () =>
        objectFills.fromEntries(
          new Map([
            ['a', 1],
            ['b', 2],
          ]),
        ),
      { a: 1, b: 2 },
    ],
    ['hasOwn of an own key', () => objectFills.hasOwn({ a: undefined }, 'a'), true],
    ['hasOwn of an inherited key', () => objectFills.hasOwn({}, 'toString'), false],
  ])('should give %s as the standard does', (_name, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it('should settle every promise in allSettled, in order', async () => {
    const failure = new Error('no');
    expect(await promiseFills.allSettled([Promise.resolve(1), Promise.reject(failure), 3])).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('should hand out a promise and the functions that settle it with withResolvers', async () => {
    const { promise, resolve } = promiseFills.withResolvers<string>();
    resolve('done');
    expect(await promise).toBe('done');
    const rejected = promiseFills.withResolvers<string>();
    rejected.reject(new Error('no'));
    await expect(rejected.promise).rejects.toThrow('no');
  });

  it('should insert a missing key once and keep an existing one with getOrInsert and getOrInsertComputed', () => {
    const map = new Map<string, number>([['a', 1]]);
    expect(mapFills.getOrInsert.call(map, 'a', 9)).toBe(1);
    expect(mapFills.getOrInsert.call(map, 'b', 2)).toBe(2);
    let computed = 0;
    const compute = (key: unknown) => ((computed += 1), String(key).length * 10);
    expect(mapFills.getOrInsertComputed.call(map, 'ccc', compute)).toBe(30);
    expect(mapFills.getOrInsertComputed.call(map, 'ccc', compute)).toBe(30);
    expect(computed).toBe(1);
    expect([...map]).toEqual([
      ['a', 1],
      ['b', 2],
      ['ccc', 30],
    ]);
  });

  it('should carry the errors and the message in an AggregateError', () => {
    const error = new AggregateErrorFill(new Set(['x', 'y']), 'both failed');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.errors]).toEqual(['AggregateError', 'both failed', ['x', 'y']]);
  });

  it('should run a queued microtask before the next task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task'));
    queueMicrotaskFill(() => order.push('microtask'));
    order.push('now');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['now', 'microtask', 'task']);
  });
});
