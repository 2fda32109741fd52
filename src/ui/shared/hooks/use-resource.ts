import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import type { Resource } from '../../../domain/freshness';
import { useService } from '../services';

/** Reads `key` through the resource cache, loading it when the freshness rules say so. */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> | undefined {
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const loadRef = useRef(load);
  loadRef.current = load;
  const resource = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    () => cache.peek<T>(key),
    () => cache.peek<T>(key),
  );
  useEffect(() => void cache.read(key, () => loadRef.current()), [cache, key, resource]);
  return resource;
}
