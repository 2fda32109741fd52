import { describe, expect, it } from 'vitest';
import { loadedOf, mapLoaded } from '../../src/application/loaded';
import type { Resource } from '../../src/domain/freshness';
import { at } from '../fakes/shows';

const t0 = at('2026-11-22T12:00:00Z');
const r = {
  loading: { status: 'loading', at: t0 } as Resource<string>,
  refreshing: { status: 'loading', at: t0, data: 'old' } as Resource<string>,
  done: { status: 'success', at: t0, data: 'new' } as Resource<string>,
  failed: { status: 'failure', at: t0, error: 'boom' } as Resource<string>,
  refreshFailed: { status: 'failure', at: t0, error: 'boom', data: 'old' } as Resource<string>,
};

describe('what a details view shows of a resource', () => {
  it.each<[string, Resource<string> | undefined, readonly (Resource<string> | undefined)[], unknown]>([
    ['loading before the first read', undefined, [], { status: 'loading' }],
    ['loading while it loads', r.loading, [], { status: 'loading' }],
    ['the data it holds while refreshing', r.refreshing, [], { status: 'success', data: 'old' }],
    ['the data once loaded', r.done, [], { status: 'success', data: 'new' }],
    ['the failure when nothing was loaded', r.failed, [], { status: 'failure', error: 'boom' }],
    ['the data it holds when a refresh failed', r.refreshFailed, [], { status: 'success', data: 'old' }],
    ['the failure of a part it needs', r.loading, [r.failed], { status: 'failure', error: 'boom' }],
    ['its data even when another part failed', r.done, [r.failed], { status: 'success', data: 'new' }],
  ])('should show %s', (_, resource, others, expected) => {
    expect(loadedOf(resource, others)).toEqual(expected);
  });

  it('should map the data only', () => {
    expect(mapLoaded(loadedOf(r.done), (data) => data.length)).toEqual({ status: 'success', data: 3 });
    expect(mapLoaded(loadedOf(r.failed), (data) => data.length)).toEqual({ status: 'failure', error: 'boom' });
  });
});
