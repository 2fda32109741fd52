import { useCallback } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { EMPTY_EXTRAS, type ShowExtras } from '../../../domain/show-extras';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useResource } from './use-resource';

/** The user's recordings, archives, bookmarks and seen shows (none for a visitor); `reload` after a change, showing the known ones meanwhile. */
export function useShowExtras(): { extras: ShowExtras; reload: () => void } {
  const sessionApi = useService<SessionApi>(SESSION_API);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const { session } = useAuth();
  const key = session ? 'extras' : 'extras:none';
  const resource = useResource(key, () => (session ? sessionApi.showExtras() : Promise.resolve(EMPTY_EXTRAS)));
  // Stable, so that effects subscribing with it do not run again on every render.
  const reload = useCallback(() => cache.expire(key), [cache, key]);
  return { extras: resource?.data ?? EMPTY_EXTRAS, reload };
}
