import type { PreferencesStore } from '../../ports/preferences.port';
import type { ResourceCache } from '../resource-cache';

export interface SessionResetDeps {
  readonly cache: ResourceCache;
  readonly preferences: PreferencesStore;
  /** Anything else the build holds for a user (the demo provider's tester controls). */
  readonly extra?: () => void;
}

/**
 * What ending a session forgets (sign-out, expiry, switching accounts): every cached read, the
 * per-user preferences (audio and subtitle choices per channel and series), what the user watched
 * here (live and replay history: the next account must not see it) and what `extra` holds. Device
 * preferences (language, theme, the ten local preferences) stay.
 */
export function createSessionReset({ cache, preferences, extra }: SessionResetDeps): () => void {
  return () => {
    cache.clear();
    preferences.set('audioChoices', {});
    preferences.set('textChoices', {});
    preferences.set('liveHistory', []);
    preferences.set('replayHistory', []);
    extra?.();
  };
}
