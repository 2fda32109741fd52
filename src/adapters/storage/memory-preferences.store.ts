import type { Preferences, PreferencesStore } from '../../ports/preferences.port';

/** Preferences kept in memory only (tests, and any device without storage). */
export function createMemoryPreferences(initial: Partial<Preferences> = {}): PreferencesStore {
  const values: Partial<Preferences> = { ...initial };
  return {
    get: (key) => values[key],
    set: (key, value) => void (values[key] = value),
  };
}
