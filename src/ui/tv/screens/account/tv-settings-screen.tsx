import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { preferencesModel } from '../../../../application/account/preferences.model';
import { settingsPages } from '../../../../application/navigation/menu';
import { useAuth } from '../../../shared/hooks/use-auth';
import type { Texts } from '../../../shared/i18n/texts';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { LANGUAGES } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { THEMES } from '../../../shared/theme/theme';
import { useFocusMemory } from '../../focus-memory';
import { FocusableButton } from '../../focusable';
import { SETTINGS_MEMORY, TvDevicePagesEntries } from '../device/tv-device-pages-entries';
import { following, type Appearance } from '../../menu/use-menu-items';
import { tvAccountPage, tvAccountValue } from './tv-account-styles';
import { TvProviderPageButton } from './tv-provider-page-button';
import { TvRemindersSection } from './tv-reminders-section';

/** One line of the page: a name and its value, Enter changes it. */
function SettingButton({
  focusKey,
  label,
  value,
  pressed,
  autoFocus,
  onPress,
  onFocused,
}: {
  focusKey: string;
  label: string;
  value?: string;
  pressed?: boolean;
  autoFocus?: boolean;
  onPress: () => void;
  onFocused?: () => void;
}) {
  return (
    <li>
      <FocusableButton
        focusKey={focusKey}
        pressed={pressed}
        autoFocus={autoFocus}
        onPress={onPress}
        onFocused={onFocused}
      >
        <span>{label}</span>
        {/* An on/off button says its state with aria-pressed; a choice says its value in its name. */}
        {value === undefined ? null : (
          <span className={tvAccountValue} aria-hidden={pressed === undefined ? undefined : true}>
            {value}
          </span>
        )}
      </FocusableButton>
    </li>
  );
}

/**
 * /settings (TV only, spec point 2): the device's local preferences as switches, the default audio
 * and subtitles, the language and the theme (the shell's, as in the menu), then the account pages and
 * sign-out, walked with the arrows. Back from an account page lands on the entry that opened it.
 */
export function TvSettingsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useAuth();
  const { language, setLanguage, theme, setTheme } = useOutletContext<Appearance>();
  const { preferences, setPreference } = usePreferences();
  const { switches, languages } = preferencesModel(preferences);
  const { ref, focusKey } = useFocusable({ focusKey: 'settings-screen', trackChildren: true });
  const memory = useFocusMemory();
  const [first] = useState(() => memory.recall(SETTINGS_MEMORY) ?? `settings-${switches[0]?.name}`);
  /** What every line of the page shares: focused first when remembered, remembered when focused. */
  const line = (key: string) => ({
    focusKey: key,
    autoFocus: key === first,
    onFocused: () => memory.remember(SETTINGS_MEMORY, key),
  });
  const pages = settingsPages('tv', session);
  return (
    <main className={tvAccountPage} aria-labelledby="tv-settings-heading">
      <FocusContext.Provider value={focusKey}>
        <div ref={ref}>
          <h1 id="tv-settings-heading">{t('settings_title')}</h1>
          <section aria-labelledby="tv-preferences-heading">
            <h2 id="tv-preferences-heading">{t('preferences_title')}</h2>
            <ul>
              {switches.map((item) => (
                <SettingButton
                  key={item.name}
                  {...line(`settings-${item.name}`)}
                  label={t(item.labelKey)}
                  value={t(item.on ? 'preferences_on' : 'preferences_off')}
                  pressed={item.on}
                  onPress={() => setPreference(item.name, !item.on)}
                />
              ))}
              {languages.map((item) => (
                <SettingButton
                  key={item.name}
                  {...line(`settings-${item.name}`)}
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
                {...line('settings-language')}
                label={t('settings_language')}
                value={t(`language_${language}`)}
                onPress={() => setLanguage(following(LANGUAGES, language))}
              />
              <SettingButton
                {...line('settings-theme')}
                label={t('settings_theme')}
                value={t(`theme_${theme}`)}
                onPress={() => setTheme(following(THEMES, theme))}
              />
            </ul>
          </section>
          <TvRemindersSection />
          {session ? (
            <section aria-labelledby="tv-account-heading">
              <h2 id="tv-account-heading">{t('tv_settings_account')}</h2>
              <ul>
                {pages.map((page) => (
                  <SettingButton
                    key={page.screen}
                    {...line(`settings-${page.screen}`)}
                    label={t(page.label as keyof Texts)}
                    onPress={() => navigate(page.path)}
                  />
                ))}
                <li>
                  <TvProviderPageButton page="account" {...line('settings-provider-account')} />
                </li>
                <SettingButton
                  {...line('settings-logout')}
                  label={t('menu_logout')}
                  onPress={() => navigate('/logout/0')}
                />
              </ul>
            </section>
          ) : null}
          <TvDevicePagesEntries restored={first} />
        </div>
      </FocusContext.Provider>
    </main>
  );
}
