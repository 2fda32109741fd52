import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { NavLink, Outlet, useLocation } from 'react-router';
import { menuEntries } from '../../application/navigation/menu';
import { livePlayPath } from '../../application/navigation/route-catalogue';
import { AppearanceSwitch } from '../shared/components/appearance-switch';
import { SessionExpiredNotice } from '../shared/components/session-expired-notice';
import { useAuth } from '../shared/hooks/use-auth';
import { useInterstitial } from '../shared/hooks/use-interstitial';
import { useClockIncorrect } from '../shared/hooks/use-now';
import { useRouteTitle } from '../shared/hooks/use-route-title';
import { useScrollReset } from '../shared/hooks/use-scroll-reset';
import { lazyPart, lazyScreen } from '../shared/lazy-screen';
import { PlaybackHost } from '../shared/playback-host/playback-host';
import { ScreenHistoryProvider, useRecordScreenHistory } from './last-screen';
import { SearchField } from './screens/search/search-field';
import { banner, brand, content, header, menuButton, skipLink } from './shell-styles';

/** Reminders of future shows: their host, and its banner, load after the first screen (not in the first load). */
const ReminderHost = lazyScreen(() => import('../shared/components/reminder-host').then((m) => m.ReminderHost));
const ReminderBanner = lazyScreen(() => import('./reminder-banner').then((m) => m.ReminderBanner));
/** The provider's own pages under the settings entry (issue 38): their code loads after the first screen. */
const WebProviderPages = lazyPart(() => import('./provider-pages-menu').then((m) => m.default));
const InterstitialDialog = lazyScreen(() => import('./interstitial-dialog').then((m) => m.InterstitialDialog));
/** The docked player loads with the playback, the first time a screen plays. */
const DockedPlayer = lazyPart(() => import('./docked-player').then((m) => m.DockedPlayer));

function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/**
 * The web frame: a skip link, brand, menu, appearance choices and the screen in a main landmark,
 * beside it the one player that keeps a stream on across screens (docked, PlaybackHost).
 */
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
    <PlaybackHost Dock={DockedPlayer}>
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
                      <Suspense fallback={null}>
                        <WebProviderPages />
                      </Suspense>
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
      <Suspense fallback={null}>
        <ReminderHost Banner={ReminderBanner} playPath={livePlayPath} />
      </Suspense>
      {interstitial.view === null ? null : (
        <Suspense fallback={null}>
          <InterstitialDialog view={interstitial.view} onDismiss={interstitial.dismiss} />
        </Suspense>
      )}
    </PlaybackHost>
  );
}
