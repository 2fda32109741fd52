import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { preferencesModel } from '../../../../application/account/preferences.model';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { LANGUAGES } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { THEMES } from '../../../shared/theme/theme';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import { SETTINGS_MEMORY, TvDevicePagesEntries } from '../device/tv-device-pages-entries';
import { following, type Appearance } from '../../menu/use-menu-items';

/* Ten-foot sizes; Chromium 68: grid with `grid-row-gap`, no flex `gap`. */
const page = css`
  padding: 48px 64px;
  font-size: 1.7rem;
  h1 {
    margin: 0 0 24px;
    font-size: 2.6rem;
  }
  h2 {
    margin: 32px 0 16px;
    font-size: 2rem;
  }
  ul {
    display: grid;
    grid-row-gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
    width: 1100px;
  }
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    font: inherit;
    padding: 14px 24px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-align: left;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-accent);
  }
`;
const state = css`
  margin-left: 24px;
  font-weight: 700;
`;

/** One line of the page: a name and its value, Enter changes it. */
function SettingButton({
  focusKey,
  label,
  value,
  pressed,
  autoFocus,
  onPress,
}: {
  focusKey: string;
  label: string;
  value: string;
  pressed?: boolean;
  autoFocus?: boolean;
  onPress: () => void;
}) {
  return (
    <li>
      <FocusableButton focusKey={focusKey} pressed={pressed} autoFocus={autoFocus} onPress={onPress}>
        <span>{label}</span>
        {/* An on/off button says its state with aria-pressed; a choice says its value in its name. */}
        <span className={state} aria-hidden={pressed === undefined ? undefined : true}>
          {value}
        </span>
      </FocusableButton>
    </li>
  );
}

/**
 * /settings (TV only, spec point 2): the device's local preferences as switches, the default audio
 * and subtitles, then the language and the theme (the shell's, as in the menu), walked with the arrows.
 */
export function TvSettingsScreen() {
  const { t } = useTranslation();
  const { language, setLanguage, theme, setTheme } = useOutletContext<Appearance>();
  const { preferences, setPreference } = usePreferences();
  const { switches, languages } = preferencesModel(preferences);
  const { ref, focusKey } = useFocusable({ focusKey: 'settings-screen', trackChildren: true });
  // Back from a device page lands on its entry.
  const memory = useFocusMemory();
  const [restored] = useState(() => memory.recall(SETTINGS_MEMORY));
  return (
    <main className={page} aria-labelledby="tv-settings-heading">
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h1 id="tv-settings-heading">{t('settings_title')}</h1>
          <section aria-labelledby="tv-preferences-heading">
            <h2 id="tv-preferences-heading">{t('preferences_title')}</h2>
            <ul>
              {switches.map((item, index) => (
                <SettingButton
                  key={item.name}
                  focusKey={`settings-${item.name}`}
                  label={t(item.labelKey)}
                  value={t(item.on ? 'preferences_on' : 'preferences_off')}
                  pressed={item.on}
                  autoFocus={index === 0 && restored === undefined}
                  onPress={() => setPreference(item.name, !item.on)}
                />
              ))}
              {languages.map((item) => (
                <SettingButton
                  key={item.name}
                  focusKey={`settings-${item.name}`}
                  label={t(item.labelKey)}
                  value={t(item.chosen.labelKey)}
                  onPress={() => setPreference(item.name, item.next)}
                />
              ))}
            </ul>
          </section>
          <section aria-labelledby="tv-appearance-heading">
            <h2 id="tv-appearance-heading">{t('preferences_appearance')}</h2>
            <ul>
              <SettingButton
                focusKey="settings-language"
                label={t('settings_language')}
                value={t(`language_${language}`)}
                onPress={() => setLanguage(following(LANGUAGES, language))}
              />
              <SettingButton
                focusKey="settings-theme"
                label={t('settings_theme')}
                value={t(`theme_${theme}`)}
                onPress={() => setTheme(following(THEMES, theme))}
              />
            </ul>
          </section>
          <TvDevicePagesEntries restored={restored} />
        </div>
      </FocusContext.Provider>
    </main>
  );
}
