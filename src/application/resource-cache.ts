import { DATA_STALE_AFTER, FAILED_LOAD_RETRY_AFTER, shouldLoad, type Resource } from '../domain/freshness';
import type { Clock } from '../ports/clock.port';

type Listener = () => void;

/** A load not settled after this long fails (a port that never answers must not leave a screen "loading"). */
export const LOAD_DEADLINE_MS = 40_000;
/** At most this many keys are kept; the least recently read go first (never one that is loading). */
export const MAX_ENTRIES = 400;

/** The failure of a load that outlived its deadline. */
export class LoadDeadlineError extends Error {
  constructor(readonly key: string) {
    super(`${key}: no answer within ${LOAD_DEADLINE_MS} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Every read of provider data goes through here: loading, success and failure each carry the
 * instant they began; a read reloads data older than 5 minutes and waits 30 seconds after a
 * failure (spec points 4 and 9). `clear` forgets everything (sign-out, session expiry).
 */
export class ResourceCache {
  private readonly entries = new Map<string, Resource<unknown>>();
  private readonly listeners = new Set<Listener>();
  private generation = 0;

  constructor(private readonly clock: Clock) {}

  /** The current state of a key, or undefined when it was never read. */
  peek<T>(key: string): Resource<T> | undefined {
    return this.entries.get(key) as Resource<T> | undefined;
  }

  /** How many keys are kept (bounded by MAX_ENTRIES). */
  get size(): number {
    return this.entries.size;
  }

  /** Starts a load when the rules allow it and returns the state after that decision. */
  read<T>(key: string, load: () => Promise<T>): Resource<T> | undefined {
    const current = this.peek<T>(key);
    if (!shouldLoad(current, this.clock.now())) {
      this.touch(key);
      return current;
    }
    void this.start(key, load, current);
    return this.peek<T>(key);
  }

  /**
   * Loads a key again now, even over a load under way that may predate the change (the user
   * changed its data): the data known so far is shown meanwhile; settles once this load has.
   */
  refresh<T>(key: string, load: () => Promise<T>): Promise<void> {
    return this.start(key, load, this.peek<T>(key));
  }

  /** A load of `key`; only the load that is still the current one for the key may settle it. */
  private start<T>(key: string, load: () => Promise<T>, current: Resource<T> | undefined): Promise<void> {
    const generation = this.generation;
    const loading: Resource<T> = { status: 'loading', at: this.clock.now(), data: current?.data };
    this.put<T>(key, loading);
    return new Promise((settled) => {
      const settle = (resource: Resource<T>) => {
        clearTimeout(deadline);
        if (generation === this.generation && this.entries.get(key) === loading) this.put<T>(key, resource);
        settled();
      };
      const deadline = setTimeout(
        () =>
          settle({ status: 'failure', at: this.clock.now(), error: new LoadDeadlineError(key), data: current?.data }),
        LOAD_DEADLINE_MS,
      );
      load().then(
        (data) => settle({ status: 'success', at: this.clock.now(), data }),
        (error: unknown) => settle({ status: 'failure', at: this.clock.now(), error, data: current?.data }),
      );
    });
  }

  /**
   * Marks a key out of date (the user changed its data, or asks to retry): the next read loads it
   * again at once, the data known so far shown meanwhile. A load under way is left alone.
   */
  expire(key: string): void {
    const current = this.entries.get(key);
    if (current?.status === 'success') this.put(key, { ...current, at: current.at.subtract(DATA_STALE_AFTER) });
    if (current?.status === 'failure') this.put(key, { ...current, at: current.at.subtract(FAILED_LOAD_RETRY_AFTER) });
  }

  /** The user asks a failed screen to try again: every failed load may start at once, the rest stays. */
  retryFailures(): void {
    for (const [key, resource] of [...this.entries]) if (resource.status === 'failure') this.expire(key);
  }

  /** Forgets every entry; loads still under way are ignored when they finish. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.notify();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private put<T>(key: string, resource: Resource<T>): void {
    this.entries.delete(key);
    this.entries.set(key, resource);
    this.evict();
    this.notify();
  }

  /** Marks a key as just read: it goes last in the eviction order. */
  private touch(key: string): void {
    const current = this.entries.get(key);
    if (current === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, current);
  }

  /** Drops the least recently used keys past the bound; loads under way are kept. */
  private evict(): void {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const [key, resource] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) return;
      if (resource.status !== 'loading') this.entries.delete(key);
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
