import {
  afterWatching,
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
  /** A channel (live) or a replay (show id) started playing: remembered while its history preference is on. */
  watched(kind: WatchKind, id: string): void;
  /** What the device remembers watching, the latest first (none while its preference is off). */
  history(kind: WatchKind): readonly string[];
}

export type WatchKind = 'live' | 'replay';

const HISTORY = { live: 'liveHistory', replay: 'replayHistory' } as const;
const REMEMBERS = { live: 'rememberLiveHistory', replay: 'rememberReplayHistory' } as const;

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

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
      // Remember live/replay history off: the device keeps no history, and forgets the one it had.
      if (name === REMEMBERS.live && value === false) store.set(HISTORY.live, []);
      if (name === REMEMBERS.replay && value === false) store.set(HISTORY.replay, []);
      for (const listener of [...listeners]) listener();
    },
    watched: (kind, id) => {
      if (current[REMEMBERS[kind]]) store.set(HISTORY[kind], afterWatching(idsOf(store.get(HISTORY[kind])), id));
    },
    history: (kind) => (current[REMEMBERS[kind]] ? idsOf(store.get(HISTORY[kind])) : []),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  services.set(store, service);
  return service;
}
