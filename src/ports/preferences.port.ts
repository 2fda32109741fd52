import type { LocalPreferences } from '../domain/account/local-preferences';
import type { AudioChoice } from '../domain/playback/player-tracks';
import type { StoredReminder } from '../domain/reminders/reminder';

/** Local preferences remembered on this device (spec point 3, local preferences). */
export interface Preferences {
  language: string;
  theme: string;
  /** Audio chosen in the player, by track memory key (domain `trackMemoryKey`). */
  audioChoices: Record<string, AudioChoice>;
  /** Subtitle language chosen in the player (null: off), by track memory key. */
  textChoices: Record<string, string | null>;
  /** Ids of the provider's messages before the app (GET /interstitiel) dismissed on this device, latest first. */
  dismissedInterstitials: readonly string[];
  /** The ten local preferences of the settings pages (read back through domain `parseLocalPreferences`). */
  localPreferences: LocalPreferences;
  /** The channels watched live on this device, the latest first (kept while "remember live history" is on). */
  liveHistory: readonly string[];
  /** The replays watched on this device (show ids), the latest first (kept while "remember replay history" is on). */
  replayHistory: readonly string[];
  /** The shows the user asked to be reminded of on this device (read back through domain `parseReminders`). */
  reminders: readonly StoredReminder[];
}

/** Reads and writes the local preferences; unknown or missing values come back undefined. */
export interface PreferencesStore {
  get<K extends keyof Preferences>(key: K): Preferences[K] | undefined;
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
}

export const PREFERENCES_STORE = Symbol.for('PreferencesStore');
