import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ApiErrorKind } from '../../../domain/errors';
import { resources, type Texts } from './texts';

export const LANGUAGES = ['fr', 'de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** French is the default and the fallback (spec point 1). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A fresh i18next instance with the three complete languages. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { fr: { translation: resources.fr }, de: { translation: resources.de }, en: { translation: resources.en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** The text key that explains a failure to the user (spec point 8). */
export function errorTextKey(kind: ApiErrorKind): keyof Texts {
  switch (kind) {
    case 'invalid-credentials':
      return 'error_invalid_credentials';
    case 'not-entitled':
      return 'error_not_entitled';
    case 'session-expired':
      return 'error_session_expired';
    case 'geo-blocked':
      return 'error_geo_blocked';
    case 'network':
      return 'error_network';
    default:
      return 'error_generic';
  }
}
