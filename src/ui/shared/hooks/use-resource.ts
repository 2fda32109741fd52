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
  // The same read in a prerender and in the browser's hydrating render: the cache as it stands.
  const peek = () => cache.peek<T>(key);
  const resource = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    peek,
    peek,
  );
  useEffect(() => void cache.read(key, () => loadRef.current()), [cache, key, resource]);
  return resource;
}
