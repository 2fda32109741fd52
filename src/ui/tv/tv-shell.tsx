import { css } from '@linaria/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { livePlayerPath } from '../../application/playback/player-route';
import { SessionExpiredNotice } from '../shared/components/session-expired-notice';
import { useAppearance } from '../shared/hooks/use-appearance';
import { useInterstitial } from '../shared/hooks/use-interstitial';
import { PlaybackHost } from '../shared/playback-host/playback-host';
import { TvMenu } from './menu/tv-menu';
import { TvMenuProvider, useTvMenu } from './menu/tv-menu-context';
import { lazyPart, lazyScreen } from '../shared/lazy-screen';
import { TvClockBanner } from './tv-clock-banner';

/** The provider's message before the app: its dialog's code loads when there is one (most starts have none). */
const TvInterstitialDialog = lazyScreen(() => import('./tv-interstitial-dialog').then((m) => m.TvInterstitialDialog));

/** Reminders of shows about to start: their host loads after the first screen, its banner when one is first due. */
const ReminderHost = lazyScreen(() => import('../shared/components/reminder-host').then((m) => m.ReminderHost));
const TvReminderBanner = lazyScreen(() => import('./tv-reminder-banner').then((m) => m.TvReminderBanner));

/** The reduced player ("player always on") loads with the playback, the first time the player plays. */
const TvDock = lazyPart(() => import('./tv-dock').then((m) => m.TvDock));

const expired = css`
  position: fixed;
  top: 24px;
  left: 50%;
  z-index: 45;
  width: 1100px;
  margin: 0 0 0 -550px;
  padding: 16px 24px;
  box-sizing: border-box;
  border-radius: 10px;
  background: var(--color-surface-raised);
  border-left: 6px solid var(--color-error);
  font-size: 1.5rem;
`;

function Screen() {
  const menu = useTvMenu();
  // Applies the stored language and theme on every TV screen; the menu changes them.
  const appearance = useAppearance();
  // The provider's message before the app comes over the first screen, which is inert meanwhile.
  const interstitial = useInterstitial();
  return (
    <PlaybackHost Dock={TvDock}>
      <SessionExpiredNotice className={expired} />
      <TvClockBanner />
      {/* Under the open menu the screen is inert: neither the remote nor a screen reader reaches it. */}
      <div inert={menu.isOpen || interstitial.view !== null}>
        {/* The screen's own boundary: the menu and the notices stay while a screen's code loads. */}
        <Suspense fallback={null}>
          {/* The settings screen changes the same language and theme as the menu. */}
          <Outlet context={appearance} />
        </Suspense>
      </div>
      {menu.isOpen ? <TvMenu appearance={appearance} /> : null}
      <Suspense fallback={null}>
        <ReminderHost Banner={TvReminderBanner} playPath={(channelId) => livePlayerPath(channelId)} />
      </Suspense>
      {interstitial.view === null ? null : (
        <Suspense fallback={null}>
          <TvInterstitialDialog view={interstitial.view} onDismiss={interstitial.dismiss} />
        </Suspense>
      )}
    </PlaybackHost>
  );
}

/**
 * What every TV screen sits in: the menu (Left off the first column, Back), the session and clock
 * notices, and the one playback of the full-screen player, which goes on beside the other screens
 * with "player always on" (PlaybackHost, the TV's reduced player).
 */
export function TvShell() {
  return (
    <TvMenuProvider>
      <Screen />
    </TvMenuProvider>
  );
}
