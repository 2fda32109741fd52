import { useCallback } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { useService } from '../services';

/** What a Retry button does on a screen whose data failed to load: those loads start again now. */
export function useRetryFailedLoads(): () => void {
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  return useCallback(() => cache.retryFailures(), [cache]);
}
