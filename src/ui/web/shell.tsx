import { css } from '@linaria/core';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { NavLink, Outlet, useLocation } from 'react-router';
import { menuEntries } from '../../application/navigation/menu';
import { AppearanceSwitch } from '../shared/components/appearance-switch';
import { SessionExpiredNotice } from '../shared/components/session-expired-notice';
import { useAuth } from '../shared/hooks/use-auth';
import { useInterstitial } from '../shared/hooks/use-interstitial';
import { useClockIncorrect } from '../shared/hooks/use-now';
import { useRouteTitle } from '../shared/hooks/use-route-title';
import { useScrollReset } from '../shared/hooks/use-scroll-reset';
import { lazyScreen } from '../shared/lazy-screen';
import { from, WEB_MAX_WIDTH } from '../shared/theme/breakpoints';
import { ScreenHistoryProvider, useRecordScreenHistory } from './last-screen';
import { SearchField } from './screens/search/search-field';

// Below md the menu folds behind a button and opens as a grid under the header; from md it is
// a row under the brand and the appearance choices (the eleven entries do not fit beside them in
// every language); from xl it sits between them (breakpoints of spec point 9).
const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  padding: 10px 16px;
  background: var(--color-surface);
  @media ${from.sm} {
    padding: 12px 24px;
  }
  @media ${from.lg} {
    padding: 12px 32px;
    gap: 12px 32px;
  }
  nav {
    display: none;
    order: 4;
    flex-basis: 100%;
  }
  &[data-menu-open='true'] nav {
    display: block;
  }
  nav ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
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
    white-space: nowrap;
  }
  nav a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  nav details {
    position: relative;
  }
  nav summary {
    padding: 8px 12px;
    border-radius: 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  nav details ul {
    display: grid;
    grid-template-columns: 1fr;
    padding-left: 12px;
  }
  @media ${from.md} {
    nav details ul {
      position: absolute;
      right: 0;
      top: 100%;
      z-index: 5;
      min-width: 240px;
      padding: 6px;
      border-radius: 8px;
      background: var(--color-surface-raised);
      box-shadow: 0 8px 24px #0008;
    }
    justify-content: space-between;
    nav,
    &[data-menu-open='true'] nav {
      display: block;
    }
    nav ul {
      display: flex;
      flex-wrap: wrap;
    }
  }
  @media ${from.xl} {
    nav,
    &[data-menu-open='true'] nav {
      order: 0;
      flex-basis: auto;
    }
  }
`;
const menuButton = css`
  margin-left: auto;
  font: inherit;
  padding: 8px 14px;
  border: 1px solid var(--color-text-muted);
  border-radius: 6px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  cursor: pointer;
  &[aria-expanded='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
    border-color: var(--color-accent);
  }
  @media ${from.md} {
    display: none;
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
const skipLink = css`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: 10;
  padding: 10px 16px;
  border-radius: 6px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 8px;
  }
`;
const content = css`
  padding: 16px;
  &:focus {
    outline: none;
  }
  max-width: ${WEB_MAX_WIDTH}px;
  margin: 0 auto;
  @media ${from.sm} {
    padding: 24px;
  }
  @media ${from.lg} {
    padding: 24px 32px;
  }
`;

/** The skip link moves the focus itself: the address keeps no `#main` for the router to see. */
/** The provider's message before the app: its dialog's code loads when there is one (most starts have none). */
const InterstitialDialog = lazyScreen(() => import('./interstitial-dialog').then((m) => m.InterstitialDialog));

function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** The web frame: a skip link, brand, menu, appearance choices and the screen in a main landmark. */
export function Shell() {
  return (
    <ScreenHistoryProvider>
      <Frame />
    </ScreenHistoryProvider>
  );
}

function Frame() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const clockIncorrect = useClockIncorrect();
  useRouteTitle();
  useScrollReset();
  useRecordScreenHistory();
  const interstitial = useInterstitial();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <>
      <a className={skipLink} href="#main" onClick={skipToMain}>
        {t('skip_to_content')}
      </a>
      <header className={header} data-menu-open={menuOpen}>
        <p className={brand}>{t('app_name')}</p>
        <button
          type="button"
          className={menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu_label')}
        </button>
        <nav id={menuId} aria-label={t('menu_label')}>
          <ul>
            {menuEntries('web', session).map((entry) => (
              <li key={entry.id}>
                {entry.kind === 'group' ? (
                  <details key={pathname}>
                    <summary>{t(entry.label)}</summary>
                    <ul>
                      {entry.pages?.map((page) => (
                        <li key={page.screen}>
                          <NavLink to={page.path}>{t(page.label)}</NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : entry.kind === 'screen' ? (
                  <NavLink to={entry.path}>{t(entry.label)}</NavLink>
                ) : (
                  <a href={entry.path}>{t(entry.label)}</a>
                )}
              </li>
            ))}
            <li>
              {session ? (
                <NavLink to="/logout">{t('menu_logout')}</NavLink>
              ) : (
                <NavLink to="/login">{t('menu_login')}</NavLink>
              )}
            </li>
          </ul>
        </nav>
        <SearchField />
        <AppearanceSwitch />
      </header>
      <main id="main" tabIndex={-1} className={content}>
        {clockIncorrect ? (
          <p role="alert" className={banner}>
            {t('clock_incorrect')}
          </p>
        ) : null}
        <SessionExpiredNotice className={banner} />
        {/* The screen's own boundary: the first screen's code arrives under it while the shell draws. A
            navigation renders in a transition, which keeps the current screen, the search field and
            the focus while the next screen's code loads (lazy-screen.ts). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {interstitial.view === null ? null : (
        <Suspense fallback={null}>
          <InterstitialDialog view={interstitial.view} onDismiss={interstitial.dismiss} />
        </Suspense>
      )}
    </>
  );
}
