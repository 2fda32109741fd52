import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { isMenuEntryVisible } from '../../application/menu';
import type { ScreenName } from '../../application/route-rules';
import { AppearanceSwitch } from '../shared/components/appearance-switch';
import { useAuth } from '../shared/hooks/use-auth';
import { useClockIncorrect } from '../shared/hooks/use-now';
import { useRouteTitle } from '../shared/hooks/use-route-title';
import { useScrollReset } from '../shared/hooks/use-scroll-reset';
import type { Texts } from '../shared/i18n/texts';
import { LastScreenProvider, useRecordLastScreen } from './last-screen';
import { SHORTCUT_PREFIXES } from './shortcuts';

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 12px 24px;
  background: var(--color-surface);
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav a {
    display: block;
    color: var(--color-text);
    text-decoration: none;
    padding: 8px 12px;
    border-radius: 6px;
  }
  nav a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
const brand = css`
  font-size: 1.4rem;
  font-weight: 800;
  color: var(--color-accent);
  margin: 0;
`;
const banner = css`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  border-left: 4px solid var(--color-error);
`;
const content = css`
  padding: 24px;
  max-width: 2300px;
  margin: 0 auto;
`;

/** The menu of spec point 2, in order: the screen it opens and its text. */
const MENU: readonly { screen?: ScreenName; path: string; label: keyof Texts }[] = [
  { screen: 'home', path: '/home', label: 'menu_home' },
  { screen: 'live', path: '/live/normal', label: 'menu_live' },
  { screen: 'guide', path: '/guide', label: 'menu_guide' },
  { screen: 'search', path: '/search', label: 'menu_search' },
  { screen: 'recordings', path: '/recordings/completed', label: 'menu_recordings' },
  { screen: 'suggestions', path: '/suggestions', label: 'menu_suggestions' },
  { path: '/help.html', label: 'menu_help' },
  { screen: 'mysports', path: '/mysports/future', label: 'menu_mysports' },
  { screen: 'actors', path: '/actors/subscribed', label: 'menu_actors' },
  { screen: 'vod', path: '/vod/0', label: 'menu_vod' },
];

/** The web frame: brand, menu, appearance choices and the screen in a main landmark. */
export function Shell() {
  return (
    <LastScreenProvider>
      <Frame />
    </LastScreenProvider>
  );
}

function Frame() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const clockIncorrect = useClockIncorrect();
  useRouteTitle();
  useScrollReset();
  useRecordLastScreen(SHORTCUT_PREFIXES);
  return (
    <>
      <header className={header}>
        <p className={brand}>{t('app_name')}</p>
        <nav aria-label={t('menu_label')}>
          <ul>
            {MENU.filter((entry) => !entry.screen || isMenuEntryVisible('web', entry.screen, entry.path, session)).map((entry) => (
              <li key={entry.path}>
                {entry.screen ? <NavLink to={entry.path}>{t(entry.label)}</NavLink> : <a href={entry.path}>{t(entry.label)}</a>}
              </li>
            ))}
            <li>{session ? <NavLink to="/logout">{t('menu_logout')}</NavLink> : <NavLink to="/login">{t('menu_login')}</NavLink>}</li>
          </ul>
        </nav>
        <AppearanceSwitch />
      </header>
      <main className={content}>
        {clockIncorrect ? <p role="alert" className={banner}>{t('clock_incorrect')}</p> : null}
        <Outlet />
      </main>
    </>
  );
}
