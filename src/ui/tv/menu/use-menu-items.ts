import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { menuEntries } from '../../../application/navigation/menu';
import type { useAppearance } from '../../shared/hooks/use-appearance';
import { useAuth } from '../../shared/hooks/use-auth';
import { LANGUAGES } from '../../shared/i18n/i18n';
import { THEMES } from '../../shared/theme/theme';

/** The frame's one language and theme (one owner, so the document always shows the chosen theme). */
export type Appearance = ReturnType<typeof useAppearance>;

/** One line of the TV menu: what it says, whether it is the screen shown, what Enter does. */
export interface TvMenuItem {
  readonly id: string;
  readonly label: string;
  readonly current: boolean;
  /** Whether the menu closes after it (it leads elsewhere) or stays (language, theme). */
  readonly leaves: boolean;
  /** Whether it leads to the very address shown: Enter then only closes the menu and gives the focus back. */
  readonly here?: boolean;
  readonly run: () => void;
}

/** The next item of a list, wrapping around: how a remote cycles through a few choices. */
export function following<T>(items: readonly T[], current: T): T {
  return items[(items.indexOf(current) + 1) % items.length] as T;
}

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

/**
 * The TV menu: the spec's entries this account may open (the shared catalogue), then language
 * and theme (Enter cycles each), then sign-in or sign-out.
 */
export function useMenuItems({ language, setLanguage, theme, setTheme }: Appearance): TvMenuItem[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { session } = useAuth();
  const entries = menuEntries('tv', session).map((entry): TvMenuItem => ({
    id: entry.id,
    label: t(entry.label),
    current: entry.kind === 'screen' && firstSegment(entry.path) === firstSegment(pathname),
    leaves: true,
    here: entry.kind === 'screen' && entry.path === pathname,
    run: () => navigate(entry.path),
  }));
  return [
    ...entries,
    {
      id: 'language',
      label: `${t('settings_language')}: ${t(`language_${language}`)}`,
      current: false,
      leaves: false,
      run: () => setLanguage(following(LANGUAGES, language)),
    },
    {
      id: 'theme',
      label: `${t('settings_theme')}: ${t(`theme_${theme}`)}`,
      current: false,
      leaves: false,
      run: () => setTheme(following(THEMES, theme)),
    },
    session
      ? { id: 'logout', label: t('menu_logout'), current: false, leaves: true, run: () => navigate('/logout/0') }
      : { id: 'login', label: t('menu_login'), current: false, leaves: true, run: () => navigate('/login') },
  ];
}
