import { useCallback, useDeferredValue, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import type { Resource } from '../../../domain/freshness';
import { useService } from '../services';

/** What a prerender reads of any resource: nothing (scripts/build/prerender.ts runs without data). */
const prerendered = () => undefined;

/** Reads `key` through the resource cache, loading it when the freshness rules say so. */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> | undefined {
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const loadRef = useRef(load);
  loadRef.current = load;
  // A prerendered page holds no data: its hydrating render reads none either (an answer already in
  // would no longer match the markup, React's error 418), then draws what the cache holds.
  const resource = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    () => cache.peek<T>(key),
    prerendered,
  );
  useEffect(() => void cache.read(key, () => loadRef.current()), [cache, key, resource]);
  // An answer is drawn in a render React may cut into slices (a transition), not in the store's
  // urgent one: a screen filling with data yields to input and paints every few milliseconds
  // instead of holding the main thread (issue 33, Lighthouse's total blocking time).
  return useDeferredValue(resource);
}
