import { css } from '@linaria/core';
import { useTranslation } from '../i18n/use-translation';
import { useAppearance } from '../hooks/use-appearance';
import { LANGUAGES, isLanguage } from '../i18n/i18n';
import { THEMES, isThemeName } from '../theme/theme';

const row = css`
  display: flex;
  gap: 12px;
  align-items: center;
  label {
    display: flex;
    gap: 6px;
    align-items: center;
    color: var(--color-text-muted);
  }
  select {
    background: var(--color-surface-raised);
    color: var(--color-text);
    border: 1px solid var(--color-text-muted);
    border-radius: 6px;
    padding: 4px 8px;
    font: inherit;
  }
`;

/** Language and theme choices, each a labelled select. */
export function AppearanceSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme, language, setLanguage } = useAppearance();
  return (
    <div className={row}>
      <label>
        {t('settings_language')}
        <select
          value={language}
          onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`language_${code}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('settings_theme')}
        <select value={theme} onChange={(event) => isThemeName(event.target.value) && setTheme(event.target.value)}>
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {t(`theme_${name}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
