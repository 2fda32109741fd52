import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAnnouncement } from '../shared/components/announcer';
import { useAppearance } from '../shared/hooks/use-appearance';
import { useClockIncorrect } from '../shared/hooks/use-now';
import { LANGUAGES } from '../shared/i18n/i18n';
import { THEMES } from '../shared/theme/theme';
import { FocusableButton } from './focusable';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin-bottom: 24px;
  & > * + * {
    margin-left: 20px;
  }
  button {
    font: inherit;
    font-size: 1.1rem;
    padding: 10px 18px;
    border: 0;
    border-radius: 10px;
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;
const banner = css`
  flex-basis: 100%;
  order: 1;
  margin: 0;
  padding: 10px 14px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  border-left: 4px solid var(--color-error);
`;
const brand = css`
  margin: 0 auto 0 0;
  color: var(--color-accent);
  font-weight: 800;
  font-size: 1.8rem;
`;

/** The next item of a list, wrapping around: how a remote cycles through a few choices. */
function following<T>(items: readonly T[], current: T): T {
  return items[(items.indexOf(current) + 1) % items.length] as T;
}

/** TV top bar: brand, language and theme (Enter cycles each), sign-out; the clock banner, said aloud too. */
export function TvTopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language, setLanguage, theme, setTheme } = useAppearance();
  const clockBanner = useClockIncorrect() ? t('clock_incorrect') : null;
  useAnnouncement(clockBanner);
  return (
    <header className={bar}>
      <p className={brand}>{t('app_name')}</p>
      <FocusableButton focusKey="top-language" onPress={() => setLanguage(following(LANGUAGES, language))}>
        {t('settings_language')}: {t(`language_${language}`)}
      </FocusableButton>
      <FocusableButton focusKey="top-theme" onPress={() => setTheme(following(THEMES, theme))}>
        {t('settings_theme')}: {t(`theme_${theme}`)}
      </FocusableButton>
      <FocusableButton focusKey="top-logout" onPress={() => navigate('/logout/0')}>
        {t('menu_logout')}
      </FocusableButton>
      {clockBanner ? <p className={banner}>{clockBanner}</p> : null}
    </header>
  );
}
