import {
  parseLocalPreferences,
  type LocalPreferenceName,
  type LocalPreferences,
} from '../../domain/account/local-preferences';
import type { PreferencesStore } from '../../ports/preferences.port';

/** The ten local preferences of one device: read, changed, and watched by whoever shows them. */
export interface LocalPreferencesService {
  /** The preferences now (the same object until one changes). */
  current(): LocalPreferences;
  /** Changes one preference, keeps it on the device and tells every listener at once. */
  set<K extends LocalPreferenceName>(name: K, value: LocalPreferences[K]): void;
  /** Calls `listener` after every change; returns how to stop. */
  subscribe(listener: () => void): () => void;
}

const services = new WeakMap<PreferencesStore, LocalPreferencesService>();

/** The one service over a store: every screen of the device shares its preferences and their changes. */
export function localPreferencesOf(store: PreferencesStore): LocalPreferencesService {
  const known = services.get(store);
  if (known) return known;
  let current = parseLocalPreferences(store.get('localPreferences'));
  const listeners = new Set<() => void>();
  const service: LocalPreferencesService = {
    current: () => current,
    set: (name, value) => {
      if (current[name] === value) return;
      current = { ...current, [name]: value };
      store.set('localPreferences', current);
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  services.set(store, service);
  return service;
}
