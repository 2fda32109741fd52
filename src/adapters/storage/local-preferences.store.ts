import type { Preferences, PreferencesStore } from '../../ports/preferences.port';

export const PREFERENCES_KEY = 'preferences';
/** The chosen language, for the server to send the prerendered page in it (server/nginx.conf.template). */
export const LANGUAGE_COOKIE = 'zapline_language';
const ONE_YEAR_SECONDS = 31_536_000;
const LANGUAGE_CODE = /^[a-z]{2}$/;

/** Where the language cookie is written (a document). */
export interface CookieJar {
  cookie: string;
}

/**
 * Preferences as one JSON object in a Storage (localStorage in browsers); bad data reads as empty.
 * The language is also kept in a cookie (written again if missing), which the server reads.
 */
export function createStoragePreferences(storage: Storage, cookies?: CookieJar): PreferencesStore {
  const read = (): Partial<Preferences> => {
    try {
      const value: unknown = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Partial<Preferences>) : {};
    } catch {
      return {};
    }
  };
  const rememberLanguage = (language: unknown) => {
    if (cookies && typeof language === 'string' && LANGUAGE_CODE.test(language)) {
      cookies.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
    }
  };
  const stored = read().language;
  if (cookies && !cookies.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE}=${stored}`)) rememberLanguage(stored);
  return {
    get: (key) => read()[key],
    set: (key, value) => {
      storage.setItem(PREFERENCES_KEY, JSON.stringify({ ...read(), [key]: value }));
      if (key === 'language') rememberLanguage(value);
    },
  };
}
