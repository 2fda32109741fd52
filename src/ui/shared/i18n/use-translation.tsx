import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, hasLaterTexts, loadLaterTexts } from './i18n';

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
 * such work is answered from a map filled as keys are asked (texts arriving later, the later part
 * of i18n.ts, are found the same way); every other call goes to i18next.
 */
export function textsOf(instance: i18n, language: string): TFunction {
  const fixed = instance.getFixedT(language) as unknown as (...args: unknown[]) => string;
  const ready = new Map<string, string>();
  const plainText = (key: string): string | undefined => {
    const own: unknown = instance.getResource(language, 'translation', key);
    const text =
      own ?? (language === DEFAULT_LANGUAGE ? undefined : instance.getResource(DEFAULT_LANGUAGE, 'translation', key));
    return typeof text === 'string' && !REWORKED.test(text) ? text : undefined;
  };
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return fixed(key, ...rest);
    let text = ready.get(key);
    if (text === undefined) {
      text = plainText(key);
      if (text !== undefined) ready.set(key, text);
    }
    return text ?? fixed(key);
  };
  return t as unknown as TFunction;
}

/** The load each instance's screens last suspended on, and the error of each one that failed. */
const awaited = new WeakMap<i18n, Promise<void>>();
const failures = new WeakMap<Promise<void>, { readonly error: unknown }>();

/**
 * Suspends the caller until the texts beyond the first load's are there (i18n.ts, the later part):
 * every lazily loaded screen or part calls it before it draws, so that no key ever shows, and one
 * whose texts are already there draws in its first render. It throws the load (Suspense's own
 * protocol, as React's `lazy` does) rather than calling `use`, which React asks to call on every
 * render once it has suspended on it, and which holds a test's `act` until it is awaited. A load
 * that failed while a screen waited (offline) is thrown as an error, as a screen's code that failed
 * to load is; the next render loads again.
 */
export function useLaterTexts(): void {
  const { i18n: instance } = useTranslation();
  if (hasLaterTexts(instance)) return;
  const previous = awaited.get(instance);
  const failure = previous && failures.get(previous);
  if (failure) {
    awaited.delete(instance);
    throw failure.error;
  }
  const load = loadLaterTexts(instance);
  // A part that has arrived already is added at once: no suspension.
  if (hasLaterTexts(instance)) return;
  if (load !== previous) {
    awaited.set(instance, load);
    load.catch((error: unknown) => void failures.set(load, { error }));
  }
  throw load;
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
