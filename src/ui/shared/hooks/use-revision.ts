import { useCallback, useSyncExternalStore } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { useService } from '../services';

interface Revisions {
  readonly counts: Map<string, number>;
  readonly listeners: Set<() => void>;
}

// One table per cache, so that every app (and every test) starts from revision 0.
const tables = new WeakMap<object, Revisions>();

function tableOf(cache: object): Revisions {
  let table = tables.get(cache);
  if (table === undefined) {
    table = { counts: new Map(), listeners: new Set() };
    tables.set(cache, table);
  }
  return table;
}

/**
 * A resource key that changes when `bump` is called: a retry after a failure, or a read again
 * after the user changed the data, without waiting for the cache's 30 s / 5 min rules.
 */
export function useRevisedKey(key: string): { key: string; bump: () => void } {
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const table = tableOf(cache);
  // The same read in a prerender and in the browser's hydrating render.
  const count = () => table.counts.get(key) ?? 0;
  const revision = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        table.listeners.add(listener);
        return () => table.listeners.delete(listener);
      },
      [table],
    ),
    count,
    count,
  );
  const bump = useCallback(() => {
    table.counts.set(key, (table.counts.get(key) ?? 0) + 1);
    for (const listener of table.listeners) listener();
  }, [table, key]);
  return { key: revision === 0 ? key : `${key}@${revision}`, bump };
}
