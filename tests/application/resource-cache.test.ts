import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_DEADLINE_MS, MAX_ENTRIES, ResourceCache } from '../../src/application/resource-cache';
import { Temporal } from '../../src/domain/time';

function fixture() {
  let now = Temporal.Instant.from('2026-11-22T12:00:00Z');
  const cache = new ResourceCache({ now: () => now, timeZone: () => 'UTC' });
  let loads = 0;
  const advance = (seconds: number) => (now = now.add({ seconds }));
  return {
    cache,
    advance,
    loads: () => loads,
    loader: (result: 'ok' | 'fail') => async () => {
      loads += 1;
      if (result === 'fail') throw new Error('down');
      return loads;
    },
  };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resource cache (spec points 4 and 9)', () => {
  it('should pass through loading to success with a timestamp', async () => {
    const { cache, loader } = fixture();
    expect(cache.read('k', loader('ok'))?.status).toBe('loading');
    await flush();
    expect(cache.peek('k')).toMatchObject({
      status: 'success',
      data: 1,
      at: Temporal.Instant.from('2026-11-22T12:00:00Z'),
    });
  });

  it('should reload data only once it is 5 minutes old', async () => {
    const { cache, loader, advance, loads } = fixture();
    cache.read('k', loader('ok'));
    await flush();
    advance(299);
    cache.read('k', loader('ok'));
    expect(loads()).toBe(1);
    advance(1);
    cache.read('k', loader('ok'));
    expect(loads()).toBe(2);
  });

  it('should load again after expire, keeping the old data meanwhile', async () => {
    const { cache, loader, loads } = fixture();
    cache.read('k', loader('ok'));
    await flush();
    cache.expire('k');
    cache.expire('never-read');
    expect(cache.read('k', loader('ok'))).toMatchObject({ status: 'loading', data: 1 });
    await flush();
    expect(loads()).toBe(2);
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 2 });
    expect(cache.peek('never-read')).toBeUndefined();
  });

  it('should load again at once on refresh and settle once that load has, the old data shown meanwhile', async () => {
    const { cache, loader } = fixture();
    cache.read('k', loader('ok'));
    await flush();
    let answer: (value: number) => void = () => undefined;
    let settled = false;
    void cache.refresh('k', () => new Promise<number>((resolve) => (answer = resolve))).then(() => (settled = true));
    expect(cache.peek('k')).toMatchObject({ status: 'loading', data: 1 });
    await flush();
    expect(settled).toBe(false);
    answer(7);
    await flush();
    expect(settled).toBe(true);
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 7 });
  });

  it('should not let a load that began before a refresh settle the key', async () => {
    const { cache } = fixture();
    let stale: (value: number) => void = () => undefined;
    cache.read('k', () => new Promise<number>((resolve) => (stale = resolve)));
    const refreshed = cache.refresh('k', async () => 2);
    stale(1);
    await refreshed;
    await flush();
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 2 });
  });

  it('should settle a refresh that failed too, keeping the old data', async () => {
    const { cache, loader } = fixture();
    cache.read('k', loader('ok'));
    await flush();
    await cache.refresh('k', loader('fail'));
    expect(cache.peek('k')).toMatchObject({ status: 'failure', data: 1 });
  });

  it('should retry a failed load at once after expire', async () => {
    const { cache, loader, loads } = fixture();
    cache.read('k', loader('fail'));
    await flush();
    cache.expire('k');
    cache.read('k', loader('ok'));
    await flush();
    expect(loads()).toBe(2);
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 2 });
  });

  it('should let every failed load, and only those, start again at once when the user retries', async () => {
    const { cache, loader, loads } = fixture();
    cache.read('failed', loader('fail'));
    cache.read('fresh', loader('ok'));
    await flush();
    cache.retryFailures();
    cache.read('failed', loader('ok'));
    cache.read('fresh', loader('ok'));
    await flush();
    expect(loads()).toBe(3);
    expect(cache.peek('failed')).toMatchObject({ status: 'success', data: 3 });
    expect(cache.peek('fresh')).toMatchObject({ status: 'success', data: 2 });
  });

  it('should not retry a failed load for 30 seconds', async () => {
    const { cache, loader, advance, loads } = fixture();
    cache.read('k', loader('fail'));
    await flush();
    expect(cache.peek('k')?.status).toBe('failure');
    advance(29);
    cache.read('k', loader('ok'));
    expect(loads()).toBe(1);
    advance(1);
    cache.read('k', loader('ok'));
    expect(loads()).toBe(2);
  });

  it('should forget everything on clear and ignore loads still under way', async () => {
    const { cache, loader } = fixture();
    cache.read('k', loader('ok'));
    cache.clear();
    await flush();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('should keep the previous data while reloading and after a failed reload', async () => {
    const { cache, advance } = fixture();
    cache.read('k', async () => 'first');
    await flush();
    advance(300);
    expect(cache.read('k', async () => Promise.reject(new Error('down')))).toMatchObject({
      status: 'loading',
      data: 'first',
    });
    await flush();
    expect(cache.peek('k')).toMatchObject({ status: 'failure', data: 'first' });
  });

  it('should stamp a failure with the instant it happened', async () => {
    const { cache, loader } = fixture();
    cache.read('k', loader('fail'));
    await flush();
    expect(cache.peek('k')).toMatchObject({ status: 'failure', at: Temporal.Instant.from('2026-11-22T12:00:00Z') });
  });

  it('should not start a second load while one is under way', async () => {
    const { cache, loader, loads } = fixture();
    cache.read('k', loader('ok'));
    cache.read('k', loader('ok'));
    await flush();
    expect(loads()).toBe(1);
  });

  it('should tell subscribers of every change until they leave', async () => {
    const { cache, loader } = fixture();
    const seen: (string | undefined)[] = [];
    const leave = cache.subscribe(() => seen.push(cache.peek('k')?.status));
    cache.read('k', loader('ok'));
    await flush();
    cache.clear();
    leave();
    cache.read('k', loader('ok'));
    await flush();
    expect(seen).toEqual(['loading', 'success', undefined]);
  });

  it('should ignore a failure that comes back after clear', async () => {
    const { cache, loader } = fixture();
    cache.read('k', loader('fail'));
    cache.clear();
    await flush();
    expect(cache.peek('k')).toBeUndefined();
  });
});

describe('when a load never answers', () => {
  afterEach(() => vi.useRealTimers());

  it('should leave loading for a failure at its deadline, and a late answer should change nothing', async () => {
    vi.useFakeTimers();
    const { cache } = fixture();
    let answer!: (value: number) => void;
    cache.read('k', () => new Promise<number>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(LOAD_DEADLINE_MS - 1);
    expect(cache.peek('k')?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.peek('k')).toMatchObject({ status: 'failure', error: { name: 'TimeoutError' } });
    answer(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.peek('k')?.status).toBe('failure');
  });
});

describe('the size of the cache', () => {
  it('should keep at most MAX_ENTRIES keys, dropping the least recently read', async () => {
    const { cache, loader } = fixture();
    for (let index = 0; index < MAX_ENTRIES; index += 1) cache.read(`k${index}`, loader('ok'));
    await flush();
    cache.read('k0', loader('ok'));
    cache.read('one-more', loader('ok'));
    await flush();
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.peek('k0')).toBeDefined();
    expect(cache.peek('k1')).toBeUndefined();
    expect(cache.peek('one-more')?.status).toBe('success');
  });

  it('should never drop a load under way', () => {
    const { cache } = fixture();
    for (let index = 0; index <= MAX_ENTRIES; index += 1) cache.read(`k${index}`, () => new Promise(() => {}));
    expect(cache.size).toBe(MAX_ENTRIES + 1);
  });
});
