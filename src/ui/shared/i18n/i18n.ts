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
