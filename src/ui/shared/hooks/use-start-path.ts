import { localPreferencesOf } from '../../../application/account/local-preferences.service';
import { startChannel } from '../../../domain/account/local-preferences';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { usePreferences } from './use-preferences';

/**
 * Where the TV starts (its bare address): the player on the last channel watched for a signed-in
 * subscriber whose device remembers it (local preference "last channel"), else home; null while
 * the session kept on the device is being checked.
 */
export function useStartPath(): string | null {
  const { session, restoring } = useAuth();
  const { preferences } = usePreferences();
  const service = localPreferencesOf(useService<PreferencesStore>(PREFERENCES_STORE));
  const channel = session ? startChannel(preferences, service.history('live')) : null;
  if (restoring) return null;
  return channel === null ? '/home' : `/player/live?channel=${encodeURIComponent(channel)}`;
}
