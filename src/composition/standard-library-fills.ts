/**
 * Small stand-ins for the standard-library functions that the oldest TV engine (Chromium 68)
 * lacks and the app or its libraries call (tv-polyfills.ts installs each where it is missing).
 * Written here rather than taken from core-js, whose versions bring its whole machinery (a
 * Promise and a Map of its own, iterators, error causes: 18 KB gzip of the TV's first load).
 * Each follows the standard's steps for what a caller can observe with ordinary arguments.
 */
const toInteger = (value: unknown): number => {
  const number = Math.trunc(Number(value));
  return Number.isNaN(number) ? 0 : number;
};

function flattenInto(target: unknown[], source: ArrayLike<unknown>, depth: number): unknown[] {
  for (let index = 0; index < source.length; index += 1) {
    if (!(index in source)) continue;
    const element = source[index];
    if (depth > 0 && Array.isArray(element)) flattenInto(target, element, depth - 1);
    else target.push(element);
  }
  return target;
}

export const arrayFills = {
  at<T>(this: ArrayLike<T>, index: number): T | undefined {
    const relative = toInteger(index);
    const position = relative >= 0 ? relative : this.length + relative;
    return position < 0 || position >= this.length ? undefined : this[position];
  },
  flat(this: ArrayLike<unknown>, depth: number = 1): unknown[] {
    return flattenInto([], this, depth === undefined ? 1 : toInteger(depth));
  },
  flatMap<T, U>(
    this: ArrayLike<T>,
    callback: (value: T, index: number, array: ArrayLike<T>) => U | readonly U[],
    thisArg?: unknown,
  ): U[] {
    if (typeof callback !== 'function') throw new TypeError('flatMap needs a function');
    const mapped: unknown[] = [];
    for (let index = 0; index < this.length; index += 1) {
      if (index in this) mapped.push(callback.call(thisArg, this[index]!, index, this));
    }
    return flattenInto([], mapped, 1) as U[];
  },
};

export const objectFills = {
  fromEntries<T>(entries: Iterable<readonly [PropertyKey, T]>): Record<PropertyKey, T> {
    const result: Record<PropertyKey, T> = {};
    for (const [key, value] of entries) result[key] = value;
    return result;
  },
  hasOwn(object: object, key: PropertyKey): boolean {
    if (object === null || object === undefined) throw new TypeError('Object.hasOwn needs an object');
    return Object.prototype.hasOwnProperty.call(object, key);
  },
};

export const promiseFills = {
  allSettled<T>(values: Iterable<T | PromiseLike<T>>): Promise<PromiseSettledResult<Awaited<T>>[]> {
    return Promise.all(
      Array.from(values, (value) =>
        Promise.resolve(value).then(
          (result): PromiseSettledResult<Awaited<T>> => ({ status: 'fulfilled', value: result as Awaited<T> }),
          (reason: unknown): PromiseSettledResult<Awaited<T>> => ({ status: 'rejected', reason }),
        ),
      ),
    );
  },
  withResolvers<T>(): {
    promise: Promise<T>;
    resolve: (value: T | PromiseLike<T>) => void;
    reject: (reason?: unknown) => void;
  } {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((settle, fail) => {
      resolve = settle;
      reject = fail;
    });
    return { promise, resolve, reject };
  },
};

export const mapFills = {
  getOrInsert<K, V>(this: Map<K, V>, key: K, value: V): V {
    if (!this.has(key)) this.set(key, value);
    return this.get(key)!;
  },
  getOrInsertComputed<K, V>(this: Map<K, V>, key: K, compute: (key: K) => V): V {
    if (typeof compute !== 'function') throw new TypeError('getOrInsertComputed needs a function');
    if (this.has(key)) return this.get(key)!;
    const value = compute(key);
    this.set(key, value);
    return value;
  },
};

/** `new AggregateError(errors, message)`: an Error that carries the errors it stands for. */
export class AggregateErrorFill extends Error {
  readonly errors: unknown[];
  constructor(errors: Iterable<unknown>, message?: string) {
    super(message);
    this.name = 'AggregateError';
    this.errors = Array.from(errors);
  }
}

/** Runs `callback` as a microtask; what it throws is reported like an uncaught error. */
export function queueMicrotaskFill(callback: () => void): void {
  if (typeof callback !== 'function') throw new TypeError('queueMicrotask needs a function');
  Promise.resolve()
    .then(callback)
    .catch((error: unknown) =>
      setTimeout(() => {
        throw error;
      }),
    );
}
