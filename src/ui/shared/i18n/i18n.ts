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
/** Some of a language's texts: its first part, its later part, or all of them. */
export type SomeTexts = Readonly<Partial<Record<keyof Texts, string>>>;
export type LanguageBundles = Partial<Readonly<Record<Language, SomeTexts>>>;

/**
 * Each language's texts are in two parts (texts.ts, `textsByPart`), each in a chunk of its own:
 * the first part (the core texts and the few the shells draw) and the later part (every other
 * feature's). French's first part, French being the default and the fallback, is the only text in
 * the first load; another language's first part loads before the first render when it is chosen.
 */
const FIRST_LOADERS: Readonly<Record<Exclude<Language, 'fr'>, () => Promise<{ default: SomeTexts }>>> = {
  de: () => import('./by-language/de'),
  en: () => import('./by-language/en'),
};

/**
 * The later part loads with the first lazy screen or part (lazy-screen.ts waits for it, start.tsx
 * asks for it beside the first screen's code): the first load holds no screen's texts.
 */
const LATER_LOADERS: Readonly<Record<Language, () => Promise<{ default: SomeTexts }>>> = {
  fr: () => import('./by-language/later-fr'),
  de: () => import('./by-language/later-de'),
  en: () => import('./by-language/later-en'),
};

/** The bundles to start in `language` with: French's first part, and the language's own once loaded. */
export async function bundlesFor(language: Language): Promise<LanguageBundles> {
  return language === 'fr' ? { fr: french } : { fr: french, [language]: (await FIRST_LOADERS[language]()).default };
}

/** Each language's later part as its chunk gives it, asked for once (again after a failure), and once here. */
const laterParts = new Map<Language, Promise<SomeTexts>>();
const arrivedParts = new Map<Language, SomeTexts>();
function laterPart(language: Language): Promise<SomeTexts> {
  let part = laterParts.get(language);
  if (!part) {
    part = LATER_LOADERS[language]().then(
      (module) => {
        arrivedParts.set(language, module.default);
        return module.default;
      },
      (error: unknown) => {
        laterParts.delete(language);
        throw error;
      },
    );
    laterParts.set(language, part);
  }
  return part;
}

/** Starts loading the later part of `language` (the page's start, beside the first screen's code). */
export function preloadLaterTexts(language: Language): void {
  laterPart(language).catch(() => undefined);
}

/** The languages whose later part each instance holds. */
const withLater = new WeakMap<i18n, Set<string>>();
/** The later parts each instance is loading, by language. */
const loadingLater = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Whether `instance` holds the later texts of `language` (its current one unless given). */
export function hasLaterTexts(instance: i18n, language: string = instance.language): boolean {
  return withLater.get(instance)?.has(language) ?? false;
}

function addLaterTexts(instance: i18n, language: Language, texts: SomeTexts): void {
  instance.addResourceBundle(language, 'translation', texts, true, true);
  withLater.get(instance)?.add(language);
}

/**
 * Loads the later texts of `language` (the instance's current one unless given) into `instance`,
 * once: at once if they have arrived already, else the same promise until they are there (what a
 * screen waiting for them suspends on); a failed load (offline) is not kept, so the next screen asks again.
 */
export function loadLaterTexts(instance: i18n, language: string = instance.language): Promise<void> {
  if (hasLaterTexts(instance, language) || !isLanguage(language)) return Promise.resolve();
  const arrived = arrivedParts.get(language);
  if (arrived) {
    addLaterTexts(instance, language, arrived);
    return Promise.resolve();
  }
  const loading = loadingLater.get(instance) ?? new Map<string, Promise<void>>();
  loadingLater.set(instance, loading);
  let load = loading.get(language);
  if (!load) {
    load = laterPart(language).then(
      (texts) => addLaterTexts(instance, language, texts),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, load);
  }
  return load;
}

/** Loads `language`'s texts into `instance` (once), both parts, so that switching to it shows no key. */
export async function loadLanguage(instance: i18n, language: Language): Promise<void> {
  const first = instance.hasResourceBundle(language, 'translation')
    ? undefined
    : bundlesFor(language).then(({ [language]: texts }) => {
        if (texts) instance.addResourceBundle(language, 'translation', texts, true, true);
      });
  await Promise.all([first, loadLaterTexts(instance, language)]);
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

/**
 * A fresh i18next instance in `language`, with the texts of `bundles` (French's first part unless
 * given). A bundle given with more than a first part (the tests' whole texts, texts.ts `resources`)
 * counts as holding its later part: no screen waits for it.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE, bundles: LanguageBundles = { fr: french }): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Copies: the later part is added into an instance's own texts, never into a module's.
    resources: Object.fromEntries(
      Object.entries(bundles).map(([name, texts]) => [name, { translation: { ...texts } }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const firstPart = Object.keys(french).length;
  withLater.set(
    instance,
    new Set(Object.entries(bundles).flatMap(([name, texts]) => (Object.keys(texts).length > firstPart ? [name] : []))),
  );
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
