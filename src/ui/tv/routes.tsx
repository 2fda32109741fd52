import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { init } from '@noriginmedia/norigin-spatial-navigation';
import { screenPath, unknownPathTarget } from '../../application/navigation/route-catalogue';
import type { ScreenName } from '../../application/navigation/route-rules';
import { AnnouncerProvider } from '../shared/components/announcer';
import { LiveTabGuard } from '../shared/components/live-tab-guard';
import { RouteGuard } from '../shared/components/route-guard';
import { useRouteTitle } from '../shared/hooks/use-route-title';
import type { Texts } from '../shared/i18n/texts';
import type { RouteHandle } from '../shared/route-handle';
import { FocusMemoryProvider } from './focus-memory';
import { KeyLayersProvider } from './keys/key-layers';
import { lazyLayoutAdapter } from './spatial/lazy-layout';
import { tvDetailOverlays } from './screens/details/tv-overlay-routes';
import { tvVodOverlays } from './screens/vod/tv-vod-overlay-routes';
import { TvHomeRoom } from './screens/home/tv-home-room';
import { TvLiveRoom } from './screens/live/tv-live-room';
import { tvAccountPage } from './screens/account/tv-account-styles';
import { devicePage } from './screens/device/tv-device-styles';
import { listPage } from './screens/discover/tv-list-page-style';
import { recordingsPage } from './screens/recordings/tv-recordings-styles';
import { searchPage } from './screens/search/tv-search-page';
import { vodPage } from './screens/vod/tv-vod-page';
import { TvPageRoom } from './tv-page-room';
import { TvShell } from './tv-shell';
import {
  TvStart,
  TvHomeRails,
  TvGuideScreen,
  TvLoginScreen,
  TvLogoutScreen,
  TvTokenSignInScreen,
  TvLiveScreen,
  TvSearchScreen,
  TvRecordingsScreen,
  TvDownloadScreen,
  TvVodScreen,
  TvPlayerScreen,
  TvSuggestionsScreen,
  TvSuggestionCategoryScreen,
  TvActorsScreen,
  TvShowsActorsScreen,
  TvHelpScreen,
  TvSettingsScreen,
  TvParentalControlScreen,
  TvParentalGate,
  TvLineupScreen,
  TvHomePersonalizeScreen,
  TvFeedbackScreen,
  TvDiagnosticsScreen,
  TvPerformanceScreen,
  TvPrivacyScreen,
  TvMySportsScreen,
} from './tv-screens';
import {
  TV_SHORTCUTS,
  TvCurrentScreenProvider,
  TvShortcut,
  useRecordCurrentScreen,
  type TvOverlayHostHandle,
} from './tv-shortcuts';

// The remote's focus is the browser's focus: screen readers and tests see the same element.
// Layouts are measured when the library reads them (./spatial/lazy-layout.ts), not as focusables mount.
init({ shouldFocusDOMNode: true, layoutAdapter: lazyLayoutAdapter });

const handle = (titleKey: keyof Texts): RouteHandle => ({ titleKey });
/** The handle of a list screen the detail overlays open over (and the shortcuts, spec point 2). */
const hostHandle = (titleKey: keyof Texts): RouteHandle & TvOverlayHostHandle => ({ titleKey, hostsOverlays: true });
const guarded = (screen: ScreenName, element: React.ReactNode, room?: React.ReactNode) => (
  <RouteGuard variant="tv" screen={screen} room={room}>
    {element}
  </RouteGuard>
);
/** A bare list path to its default tab (spec point 2: /actors opens /actors/subscribed). */
const toDefaultTab = (screen: ScreenName): RouteObject => ({
  path: screen,
  element: <Navigate to={screenPath('tv', screen)} replace />,
});
/** What opens over a list screen (spec point 2): the show, serie and people overlays, and the VOD ones the shortcuts open. */
const hostOverlays = [...tvDetailOverlays, ...tvVodOverlays];
/** A list screen with the overlays over it; while the session is checked, its page and heading. */
const listScreen = (path: string, titleKey: keyof Texts, screen: ScreenName, element: React.ReactNode) => ({
  path,
  handle: hostHandle(titleKey),
  element: guarded(screen, element, <TvPageRoom page={listPage} titleKey={titleKey} />),
  children: hostOverlays,
});

/**
 * An account or device page, its address its screen's name; while the session is checked, its
 * page and heading (the styles' modules are small and come with the entry).
 */
const pageScreen =
  (page: string) =>
  (screen: ScreenName, titleKey: keyof Texts, element: React.ReactNode): RouteObject => ({
    path: screen,
    handle: handle(titleKey),
    element: guarded(screen, element, <TvPageRoom page={page} titleKey={titleKey} />),
  });
const accountScreen = pageScreen(tvAccountPage);
const deviceScreen = pageScreen(devicePage);

function TvFrame() {
  useRouteTitle();
  return (
    <TvCurrentScreenProvider>
      <TvScreens />
    </TvCurrentScreenProvider>
  );
}

function TvScreens() {
  useRecordCurrentScreen();
  return (
    <AnnouncerProvider>
      <KeyLayersProvider>
        <FocusMemoryProvider>
          {/* The outer boundary; the screens (tv-shell.tsx) and the overlays (their screens) have their own, under which the first screen's code arrives while the rest draws. A navigation is a transition: the current screen, and its focus, stay until the next one can render. */}
          <Suspense fallback={null}>
            <TvShell />
          </Suspense>
        </FocusMemoryProvider>
      </KeyLayersProvider>
    </AnnouncerProvider>
  );
}

/** The TV route table (spec point 2), served under /tv/. */
export const tvRoutes: RouteObject[] = [
  {
    element: <TvFrame />,
    children: [
      { index: true, element: <TvStart /> },
      { path: 'login', handle: handle('login_title'), element: guarded('login', <TvLoginScreen />) },
      {
        path: 'auth/:username/:token',
        handle: { ...handle('auth_title'), analytics: false },
        element: guarded('auth', <TvTokenSignInScreen />),
      },
      { path: 'logout/:deleted?', handle: handle('logout_title'), element: guarded('logout', <TvLogoutScreen />) },
      {
        path: 'home',
        handle: hostHandle('home_title'),
        element: guarded('home', <TvHomeRails />, <TvHomeRoom />),
        children: hostOverlays,
      },
      { path: 'live', element: <Navigate to={screenPath('tv', 'live')} replace /> },
      {
        path: 'live/:tab',
        handle: hostHandle('live_title'),
        element: guarded(
          'live',
          <LiveTabGuard variant="tv">{(tab) => <TvLiveScreen tab={tab} />}</LiveTabGuard>,
          <TvLiveRoom />,
        ),
        children: hostOverlays,
      },
      {
        path: 'guide',
        handle: hostHandle('guide_title'),
        element: guarded('guide', <TvGuideScreen />),
        children: hostOverlays,
      },
      // One route for the bare screen and its tabs: a new tab keeps the screen, its query and its focus.
      {
        path: 'search/:tab?',
        handle: hostHandle('search_title'),
        element: guarded('search', <TvSearchScreen />, <TvPageRoom page={searchPage} titleKey="search_title" />),
        children: hostOverlays,
      },
      { path: 'recordings', element: <Navigate to={screenPath('tv', 'recordings')} replace /> },
      {
        path: 'recordings/:tab',
        handle: hostHandle('recordings_title'),
        element: guarded(
          'recordings',
          <TvRecordingsScreen />,
          <TvPageRoom page={recordingsPage} titleKey="recordings_title" />,
        ),
        children: hostOverlays,
      },
      {
        path: 'download/:showId',
        handle: handle('download_title'),
        element: guarded('download', <TvDownloadScreen />),
      },
      // The help web view (the menu's help): open to every visitor, as the help pages beside the app are.
      { path: 'help', handle: handle('menu_help'), element: <TvHelpScreen /> },
      // One screen (spec point 2): its categories as rails, a title's product and a season as nested routes.
      {
        path: 'vod',
        handle: handle('vod_title'),
        element: guarded('vod', <TvVodScreen />, <TvPageRoom page={vodPage} titleKey="vod_title" />),
        children: tvVodOverlays,
      },
      { path: 'player/:type', handle: handle('player_label'), element: guarded('player', <TvPlayerScreen />) },
      listScreen('suggestions', 'suggestions_title', 'suggestions', <TvSuggestionsScreen />),
      listScreen('suggestions/:id/:tab', 'suggestions_title', 'suggestions', <TvSuggestionCategoryScreen />),
      toDefaultTab('actors'),
      listScreen('actors/:tab', 'actors_title', 'actors', <TvActorsScreen />),
      toDefaultTab('showsactors'),
      listScreen('showsactors/:tab', 'showsactors_title', 'showsactors', <TvShowsActorsScreen />),
      toDefaultTab('mysports'),
      listScreen('mysports/:tab', 'mysports_title', 'mysports', <TvMySportsScreen />),
      // /show/{id}, /serie/{id}, /people/{id} and the VOD ones: the overlay over the current screen, or over live or VOD (spec point 2).
      ...TV_SHORTCUTS.map((route): RouteObject => ({
        path: route.path,
        element: <TvShortcut route={route} />,
      })),
      accountScreen('settings', 'settings_title', <TvSettingsScreen />),
      accountScreen(
        'parentalcontrol',
        'parentalcontrol_title',
        <TvParentalGate>
          <TvParentalControlScreen />
        </TvParentalGate>,
      ),
      accountScreen('homepersonalize', 'homepersonalize_title', <TvHomePersonalizeScreen />),
      accountScreen('feedback', 'feedback_title', <TvFeedbackScreen />),
      accountScreen('lineup', 'lineup_title', <TvLineupScreen />),
      deviceScreen('diagnostic', 'diagnostic_title', <TvDiagnosticsScreen />),
      {
        path: 'performance/:effective',
        handle: handle('performance_title'),
        element: guarded('performance', <TvPerformanceScreen />),
      },
      deviceScreen('privacy', 'privacy_title', <TvPrivacyScreen />),
      { path: '*', element: <Navigate to={unknownPathTarget('tv')} replace /> },
    ],
  },
];
