import { useSyncExternalStore } from 'react';
import { localPreferencesOf } from '../../../application/account/local-preferences.service';
import {
  DEFAULT_LOCAL_PREFERENCES,
  type LocalPreferenceName,
  type LocalPreferences,
} from '../../../domain/account/local-preferences';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { useService } from '../services';

const serverPreferences = () => DEFAULT_LOCAL_PREFERENCES;

/**
 * The ten local preferences of this device and how to change one: every component that reads
 * them renders again at once when one changes, in both layouts.
 */
export function usePreferences(): {
  preferences: LocalPreferences;
  setPreference: <K extends LocalPreferenceName>(name: K, value: LocalPreferences[K]) => void;
} {
  const service = localPreferencesOf(useService<PreferencesStore>(PREFERENCES_STORE));
  // A prerendered page was drawn with the defaults: hydration starts from them, then shows the device's.
  const preferences = useSyncExternalStore(service.subscribe, service.current, serverPreferences);
  return { preferences, setPreference: service.set };
}
