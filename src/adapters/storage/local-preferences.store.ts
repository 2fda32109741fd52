import type { Preferences, PreferencesStore } from '../../ports/preferences.port';

export const PREFERENCES_KEY = 'preferences';

/** Preferences as one JSON object in a Storage (localStorage in browsers); bad data reads as empty. */
export function createStoragePreferences(storage: Storage): PreferencesStore {
  const read = (): Partial<Preferences> => {
    try {
      const value: unknown = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Partial<Preferences>) : {};
    } catch {
      return {};
    }
  };
  return {
    get: (key) => read()[key],
    set: (key, value) => storage.setItem(PREFERENCES_KEY, JSON.stringify({ ...read(), [key]: value })),
  };
}
