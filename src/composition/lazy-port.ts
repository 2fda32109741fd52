/**
 * A port whose adapter is loaded on its first call: every method of an API port returns a
 * promise, so the call waits for the adapter and then runs on it. The object is never a
 * thenable (no `then`), so it can be passed around and awaited next to as before.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      return (...args: unknown[]) =>
        load().then((port) => (port[name as keyof T] as (...args: unknown[]) => unknown)(...args));
    },
  });
}

/** Runs `load` once, on the first call, and hands every caller the same promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
