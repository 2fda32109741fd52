import { DATA_STALE_AFTER, FAILED_LOAD_RETRY_AFTER, shouldLoad, type Resource } from '../domain/freshness';
import type { Clock } from '../ports/clock.port';

type Listener = () => void;

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

  /** Starts a load when the rules allow it and returns the state after that decision. */
  read<T>(key: string, load: () => Promise<T>): Resource<T> | undefined {
    const current = this.peek<T>(key);
    if (!shouldLoad(current, this.clock.now())) return current;
    const generation = this.generation;
    this.put<T>(key, { status: 'loading', at: this.clock.now(), data: current?.data });
    load().then(
      (data) => generation === this.generation && this.put<T>(key, { status: 'success', at: this.clock.now(), data }),
      (error: unknown) =>
        generation === this.generation &&
        this.put<T>(key, { status: 'failure', at: this.clock.now(), error, data: current?.data }),
    );
    return this.peek<T>(key);
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
    this.entries.set(key, resource);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
