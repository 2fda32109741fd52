import { useCallback } from 'react';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { EMPTY_EXTRAS, type ShowExtras } from '../../../domain/shows/show-extras';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useResource } from './use-resource';

/**
 * The user's recordings, archives, bookmarks and seen shows (none for a visitor); `reload` after
 * a change loads them again at once, showing the known ones meanwhile, and settles once they are in.
 */
export function useShowExtras(): { extras: ShowExtras; reload: () => Promise<void> } {
  const sessionApi = useService<SessionApi>(SESSION_API);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const { session } = useAuth();
  const signedIn = Boolean(session);
  const key = signedIn ? 'extras' : 'extras:none';
  const load = useCallback(
    () => (signedIn ? sessionApi.showExtras() : Promise.resolve(EMPTY_EXTRAS)),
    [signedIn, sessionApi],
  );
  const resource = useResource(key, load);
  // Stable, so that effects subscribing with it do not run again on every render.
  const reload = useCallback(() => cache.refresh(key, load), [cache, key, load]);
  return { extras: resource?.data ?? EMPTY_EXTRAS, reload };
}
