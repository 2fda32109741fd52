import { describe, expect, it } from 'vitest';
import { ResourceCache } from '../../src/application/resource-cache';
import { Temporal } from '../../src/domain/time';

function fixture() {
  let now = Temporal.Instant.from('2026-11-22T12:00:00Z');
  const cache = new ResourceCache({ now: () => now });
  let loads = 0;
  const advance = (seconds: number) => (now = now.add({ seconds }));
  return { cache, advance, loads: () => loads, loader: (result: 'ok' | 'fail') => async () => { loads += 1; if (result === 'fail') throw new Error('down'); return loads; } };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resource cache (spec points 4 and 9)', () => {
  it('should pass through loading to success with a timestamp', async () => {
    const { cache, loader } = fixture();
    expect(cache.read('k', loader('ok'))?.status).toBe('loading');
    await flush();
    expect(cache.peek('k')).toMatchObject({ status: 'success', data: 1, at: Temporal.Instant.from('2026-11-22T12:00:00Z') });
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
    expect(cache.read('k', async () => Promise.reject(new Error('down')))).toMatchObject({ status: 'loading', data: 'first' });
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
