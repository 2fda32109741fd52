import i18next, { type i18n, type TFunction } from 'i18next';
import { errorKind, type ApiErrorKind } from '../../../domain/errors';
import french from './by-language/fr';
import type { Texts } from './texts';

export const LANGUAGES = ['fr', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** French is the default and the fallback (spec point 1). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Texts of one language, every key of the French ones. */
export type LanguageTexts = Readonly<Record<keyof Texts, string>>;
export type LanguageBundles = Partial<Readonly<Record<Language, LanguageTexts>>>;

/**
 * German and English load when they are chosen, each in a chunk of its own: French, the
 * default and the fallback, is the only language in the first load.
 */
const LOADERS: Readonly<Record<Exclude<Language, 'fr'>, () => Promise<{ default: LanguageTexts }>>> = {
  de: () => import('./by-language/de'),
  en: () => import('./by-language/en'),
};

/** The bundles to start in `language` with: French, and the language's own once loaded. */
export async function bundlesFor(language: Language): Promise<LanguageBundles> {
  return language === 'fr' ? { fr: french } : { fr: french, [language]: (await LOADERS[language]()).default };
}

/** Loads `language`'s texts into `instance` (once), so that switching to it shows no key. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  const { [language]: texts } = await bundlesFor(language);
  if (texts) instance.addResourceBundle(language, 'translation', texts);
}

const requested = new WeakMap<i18n, Language>();

/**
 * Switches `instance` to `language` once its texts are there; of quick successive choices the
 * last one wins, whichever texts arrive first.
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  requested.set(instance, language);
  await loadLanguage(instance, language);
  if (requested.get(instance) === language) await instance.changeLanguage(language);
}

/** A fresh i18next instance in `language`, with the texts of `bundles` (French alone unless given). */
export function createI18n(language: Language = DEFAULT_LANGUAGE, bundles: LanguageBundles = { fr: french }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(Object.entries(bundles).map(([name, texts]) => [name, { translation: texts }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The text that explains each failure to the user (spec point 8); the rest is the generic message. */
const ERROR_TEXTS: Readonly<Record<ApiErrorKind, keyof Texts>> = {
  'invalid-credentials': 'error_invalid_credentials',
  'not-entitled': 'error_not_entitled',
  'session-expired': 'error_session_expired',
  'geo-blocked': 'error_geo_blocked',
  network: 'error_network',
  'wrong-pin': 'error_wrong_pin',
  'concurrent-stream-limit': 'error_concurrent_stream_limit',
  'recording-quota-exceeded': 'error_recording_quota',
  'archive-quota-exceeded': 'error_archive_quota',
  'wrong-promocode': 'error_wrong_promocode',
  'vod-quota-exceeded': 'error_vod_quota',
  'code-expired': 'error_code_expired',
  'not-found': 'error_not_found',
  'drm-level': 'error_drm_level',
  'unsupported-browser': 'error_unsupported_browser',
  'malformed-response': 'error_generic',
  generic: 'error_generic',
};

export function errorTextKey(kind: ApiErrorKind): keyof Texts {
  return ERROR_TEXTS[kind];
}

/** What to tell the user of a failure (any thrown value): its kind's text, else the generic one. */
export function errorText(t: TFunction, error: unknown): string {
  return t(errorTextKey(errorKind(error)));
}
