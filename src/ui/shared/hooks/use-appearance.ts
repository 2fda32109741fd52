import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PREFERENCES_STORE, type PreferencesStore } from '../../../ports/preferences.port';
import { DEFAULT_LANGUAGE, isLanguage, switchLanguage, type Language } from '../i18n/i18n';
import { DEFAULT_THEME, isThemeName, type ThemeName } from '../theme/theme';
import { useService } from '../services';

/** Language and theme, remembered on the device and applied to the document. */
export function useAppearance() {
  const preferences = useService<PreferencesStore>(PREFERENCES_STORE);
  const { i18n } = useTranslation();
  const stored = preferences.get('theme');
  const [theme, setThemeState] = useState<ThemeName>(isThemeName(stored) ? stored : DEFAULT_THEME);
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = language;
  }, [theme, language]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      preferences.set('theme', next);
      setThemeState(next);
    },
    [preferences],
  );
  const setLanguage = useCallback(
    (next: Language) => {
      preferences.set('language', next);
      // Its texts first (a chunk of their own, i18n.ts), then the switch: no key shows meanwhile.
      void switchLanguage(i18n, next);
    },
    [preferences, i18n],
  );

  return { theme, setTheme, language, setLanguage };
}
