import type { i18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** The texts of the chosen language, and the i18next instance (its `language` for dates and numbers). */
export interface Translation {
  readonly t: TFunction;
  readonly i18n: i18n;
}

const TranslationContext = createContext<Translation | null>(null);

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
  const translation = useMemo(() => ({ t: instance.getFixedT(language), i18n: instance }), [instance, language]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The `t` of the chosen language and the i18next instance, from the TranslationProvider above. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (translation === null) throw new Error('useTranslation needs a TranslationProvider');
  return translation;
}
