import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from './i18n';

/** The texts of the chosen language, and the i18next instance (its `language` for dates and numbers). */
export interface Translation {
  readonly t: TFunction;
  readonly i18n: i18n;
}

const TranslationContext = createContext<Translation | null>(null);

/** What makes i18next rework a text: a value to put in, or another text nested in it. */
const REWORKED = /\{\{|\$t\(/;

/**
 * The `t` of `language`. i18next's resolves each call through its translator (options, fallback,
 * nesting, interpolation): about a fifth of a render of /live/normal at 4x CPU (issue 17). A key
 * asked without options whose text (the language's, else French, as i18next falls back) needs no
 * such work is answered from a map made once per language; every other call goes to i18next.
 */
export function textsOf(instance: i18n, language: string): TFunction {
  const fixed = instance.getFixedT(language) as unknown as (...args: unknown[]) => string;
  const ready = new Map<string, string>();
  for (const each of new Set([DEFAULT_LANGUAGE, language])) {
    const texts = (instance.getResourceBundle(each, 'translation') ?? {}) as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text === 'string' && !REWORKED.test(text)) ready.set(key, text);
      else if (text !== undefined) ready.delete(key);
    }
  }
  const t = (key: unknown, ...rest: unknown[]) =>
    (rest.length === 0 && typeof key === 'string' ? ready.get(key) : undefined) ?? fixed(key, ...rest);
  return t as unknown as TFunction;
}

/**
 * Hands the app's i18next instance to every component through one context value, made again when
 * the language changes (every component that reads it draws again then). react-i18next's hook did
 * this per component: a subscription, a copy of the instance and a fixed `t` for each one mounted,
 * visible in the profile of a screen of 44 channels (issue 17).
 */
export function TranslationProvider({ i18n: instance, children }: { i18n: i18n; children: ReactNode }) {
  const [language, setLanguage] = useState(instance.language);
  useEffect(() => {
    const changed = () => setLanguage(instance.language);
    instance.on('languageChanged', changed);
    // A change between the first render and this subscription is not missed.
    changed();
    return () => instance.off('languageChanged', changed);
  }, [instance]);
  const translation = useMemo(() => ({ t: textsOf(instance, language), i18n: instance }), [instance, language]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The `t` of the chosen language and the i18next instance, from the TranslationProvider above. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (translation === null) throw new Error('useTranslation needs a TranslationProvider');
  return translation;
}
