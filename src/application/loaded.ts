import type { Resource } from '../domain/freshness';

/** What a view shows of loaded data: loading, the failure, or the data. */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'failure'; readonly error: unknown }
  | { readonly status: 'success'; readonly data: T };

/**
 * The view of a resource: its data once there (also while it refreshes or after a refresh
 * failed), else the first failure among it and the `others` it needs, else loading.
 */
export function loadedOf<T>(
  resource: Resource<T> | undefined,
  others: readonly (Resource<unknown> | undefined)[] = [],
): Loaded<T> {
  if (resource?.data !== undefined) return { status: 'success', data: resource.data };
  const failed = [...others, resource].find((part) => part?.status === 'failure');
  return failed?.status === 'failure' ? { status: 'failure', error: failed.error } : { status: 'loading' };
}

/** The same view over data derived from the loaded one. */
export function mapLoaded<T, U>(loaded: Loaded<T>, map: (data: T) => U): Loaded<U> {
  return loaded.status === 'success' ? { status: 'success', data: map(loaded.data) } : loaded;
}
