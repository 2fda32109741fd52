import { describe, expect, it, vi } from 'vitest';
import { LoadedLater } from '../../src/application/loaded-later';

describe('a service loaded later', () => {
  it('should not load before it is asked for', () => {
    const load = vi.fn(() => Promise.resolve('service'));
    new LoadedLater(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('should load once and hand every caller the same promise of the service', async () => {
    const load = vi.fn(() => Promise.resolve('service'));
    const later = new LoadedLater(load);
    const [first, second] = [later.load(), later.load()];
    expect(first).toBe(second);
    expect(await first).toBe('service');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('should hold the service once loaded, so that a caller can take it without waiting', async () => {
    const later = new LoadedLater(() => Promise.resolve('service'));
    expect(later.loaded).toBeUndefined();
    await later.load();
    expect(later.loaded).toBe('service');
  });

  it('should hold nothing when the load failed', async () => {
    const later = new LoadedLater(() => Promise.reject(new Error('offline')));
    await expect(later.load()).rejects.toThrow('offline');
    expect(later.loaded).toBeUndefined();
  });
});
