import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { screenPath, unknownPathTarget } from '../../application/navigation/route-catalogue';
import type { ScreenName } from '../../application/navigation/route-rules';
import { LogoutScreen } from '../shared/components/logout-screen';
import { BusyHeading, RouteGuard } from '../shared/components/route-guard';
import type { Texts } from '../shared/i18n/texts';
import { lazyScreen } from '../shared/lazy-screen';
import type { RouteHandle } from '../shared/route-handle';
import { Shortcut, type OverlayHostHandle } from './last-screen';
import { shortcutRoutes } from '../../application/navigation/shortcuts';
import { Shell } from './shell';
import { HomeRoom } from './screens/home/home-room';
import { LiveRoom } from './screens/live/live-room';
import { ScreenRoom } from './screen-room';
import { ACTORS_TABS, MY_SPORTS_TABS, SHOWS_ACTORS_TABS } from './screens/discover/tab-nav';

// Every screen and overlay loads with its route (the shell, guards and redirects stay in the entry).
const GuideScreen = lazyScreen(() => import('./screens/guide/guide-screen').then((m) => m.GuideScreen));
const HomePersonalizeScreen = lazyScreen(() =>
  import('./screens/account/home-personalize-screen').then((m) => m.HomePersonalizeScreen),
);
const HomeScreen = lazyScreen(() => import('./screens/home/home-screen').then((m) => m.HomeScreen));
const LineupScreen = lazyScreen(() => import('./screens/account/lineup-screen').then((m) => m.LineupScreen));
const LiveScreen = lazyScreen(() => import('./screens/live/live-screen').then((m) => m.LiveScreen));
const LoginScreen = lazyScreen(() => import('./screens/session/login-screen').then((m) => m.LoginScreen));
const PairScreen = lazyScreen(() => import('./screens/session/pair-screen').then((m) => m.PairScreen));
/** The parental control screen with its challenge: both load with the route (the PIN dialog is not in the first load). */
const ParentalControlScreen = lazyScreen(() => import('./parental-gate').then((m) => m.GatedParentalControl));
const RecordingsScreen = lazyScreen(() =>
  import('./screens/recordings/recordings-screen').then((m) => m.RecordingsScreen),
);
const TokenSignInScreen = lazyScreen(() =>
  import('./screens/session/token-sign-in-screen').then((m) => m.TokenSignInScreen),
);
const VodScreen = lazyScreen(() => import('./screens/vod/vod-screen').then((m) => m.VodScreen));
const FeedbackScreen = lazyScreen(() => import('./screens/account/feedback-screen').then((m) => m.FeedbackScreen));
const ActorsScreen = lazyScreen(() => import('./screens/discover/actors-screen').then((m) => m.ActorsScreen));
const MySportsScreen = lazyScreen(() => import('./screens/discover/my-sports-screen').then((m) => m.MySportsScreen));
const ShowsActorsScreen = lazyScreen(() =>
  import('./screens/discover/shows-actors-screen').then((m) => m.ShowsActorsScreen),
);
const SuggestionCategoryScreen = lazyScreen(() =>
  import('./screens/discover/suggestion-category-screen').then((m) => m.SuggestionCategoryScreen),
);
const SuggestionsScreen = lazyScreen(() =>
  import('./screens/discover/suggestions-screen').then((m) => m.SuggestionsScreen),
);
const SearchScreen = lazyScreen(() => import('./screens/search/search-screen').then((m) => m.SearchScreen));
const DownloadScreen = lazyScreen(() => import('./screens/downloads/download-screen').then((m) => m.DownloadScreen));
const PeopleOverlay = lazyScreen(() => import('./screens/details/people-overlay').then((m) => m.PeopleOverlay));
const SerieOverlay = lazyScreen(() => import('./screens/details/serie-overlay').then((m) => m.SerieOverlay));
const ShowOverlay = lazyScreen(() => import('./screens/details/show-overlay').then((m) => m.ShowOverlay));
const VodProductOverlay = lazyScreen(() =>
  import('./screens/vod/vod-product-overlay').then((m) => m.VodProductOverlay),
);
const VodSeasonOverlay = lazyScreen(() => import('./screens/vod/vod-season-overlay').then((m) => m.VodSeasonOverlay));

const handle = (titleKey: keyof Texts, overlay = false): RouteHandle => ({ titleKey, overlay });
const hostHandle = (titleKey: keyof Texts): RouteHandle & OverlayHostHandle => ({
  ...handle(titleKey),
  hostsOverlays: true,
});
const guarded = (screen: ScreenName, element: React.ReactNode, room?: React.ReactNode) => (
  <RouteGuard variant="web" screen={screen} room={room}>
    {element}
  </RouteGuard>
);
/** A subscriber's screen: while the session is checked it shows its `room`, its heading unless told. */
const subscriberScreen = (
  path: string,
  titleKey: keyof Texts,
  screen: ScreenName,
  element: React.ReactNode,
  room: React.ReactNode = <BusyHeading titleKey={titleKey} />,
) => ({ path, handle: handle(titleKey), element: guarded(screen, element, room) });
const redirect = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });
/** A bare list path (/recordings) opens its default tab (spec point 2). */
const toDefaultTab = (screen: ScreenName): RouteObject => redirect(screen, screenPath('web', screen));

/** The detail overlays that nest under list screens (spec point 2). */
const detailOverlays: RouteObject[] = [
  { path: 'show/:showId', handle: handle('show_title', true), element: <ShowOverlay /> },
  { path: 'serie/:serieId', handle: handle('serie_title', true), element: <SerieOverlay /> },
  { path: 'people/:peopleId', handle: handle('people_title', true), element: <PeopleOverlay /> },
];

/** The VOD overlays, allowed for former customers. */
const vodOverlays: RouteObject[] = [
  { path: 'show/:showId/product/:productId', handle: handle('product_title', true), element: <VodProductOverlay /> },
  { path: 'season/:seasonId', handle: handle('season_title', true), element: <VodSeasonOverlay /> },
  {
    path: 'season/:seasonId/show/:showId/product/:productId',
    handle: handle('product_title', true),
    element: <VodProductOverlay />,
  },
];

/**
 * A list screen (a subscriber's screen's arguments) with the overlays as children: the detail
 * overlays, and the VOD overlays that the shortcut routes may open over any screen (spec point 2).
 */
const listScreen = (...args: Parameters<typeof subscriberScreen>): RouteObject => {
  const screen = subscriberScreen(...args);
  return {
    ...screen,
    handle: hostHandle(args[1]),
    element: (
      <>
        {screen.element}
        {/* The overlay's own boundary: the screen under it stays while its code loads. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </>
    ),
    children: [...detailOverlays, ...vodOverlays],
  };
};

/** The web route table of spec point 2, each screen behind the guards of point 4. */
export const webRoutes: RouteObject[] = [
  {
    // The outer boundary (the shell's own services); the screens and the overlays have theirs (shell.tsx,
    // listScreen): the first screen's code arrives under them while the shell draws. A navigation is a
    // transition, which keeps the current screen on screen while the next one's code loads (lazy-screen.ts).
    element: (
      <Suspense fallback={null}>
        <Shell />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'login', handle: handle('login_title'), element: guarded('login', <LoginScreen />) },
      // Token sign-in: never reported to analytics (spec point 2).
      {
        path: 'auth/:username/:token',
        handle: { ...handle('auth_title'), analytics: false },
        element: guarded('auth', <TokenSignInScreen />),
      },
      { path: 'logout', handle: handle('logout_title'), element: guarded('logout', <LogoutScreen />) },
      { path: 'download/:showId', handle: handle('download_title'), element: guarded('download', <DownloadScreen />) },
      subscriberScreen('feedback', 'feedback_title', 'feedback', <FeedbackScreen />),
      subscriberScreen('parentalcontrol', 'parentalcontrol_title', 'parentalcontrol', <ParentalControlScreen />),
      subscriberScreen(
        'homepersonalize',
        'homepersonalize_title',
        'homepersonalize',
        <HomePersonalizeScreen />,
        <ScreenRoom titleKey="homepersonalize_title" introKey="personalize_intro" />,
      ),
      subscriberScreen(
        'lineup',
        'lineup_title',
        'lineup',
        <LineupScreen />,
        <ScreenRoom titleKey="lineup_title" introKey="lineup_intro" />,
      ),
      subscriberScreen('pair', 'pairing_title', 'pair', <PairScreen />),
      listScreen('home', 'home_title', 'home', <HomeScreen />, <HomeRoom />),
      listScreen('guide', 'guide_title', 'guide', <GuideScreen />),
      listScreen('search', 'search_title', 'search', <SearchScreen />),
      listScreen('search/:tab', 'search_title', 'search', <SearchScreen />),
      toDefaultTab('recordings'),
      listScreen('recordings/:tab', 'recordings_title', 'recordings', <RecordingsScreen />),
      toDefaultTab('live'),
      listScreen('live/:tab', 'live_title', 'live', <LiveScreen />, <LiveRoom />),
      toDefaultTab('actors'),
      listScreen(
        'actors/:tab',
        'actors_title',
        'actors',
        <ActorsScreen />,
        <ScreenRoom titleKey="actors_title" tabs={ACTORS_TABS} />,
      ),
      toDefaultTab('showsactors'),
      listScreen(
        'showsactors/:tab',
        'showsactors_title',
        'showsactors',
        <ShowsActorsScreen />,
        <ScreenRoom titleKey="showsactors_title" tabs={SHOWS_ACTORS_TABS} />,
      ),
      toDefaultTab('mysports'),
      listScreen(
        'mysports/:tab',
        'mysports_title',
        'mysports',
        <MySportsScreen />,
        <ScreenRoom titleKey="mysports_title" tabs={MY_SPORTS_TABS} />,
      ),
      listScreen(
        'suggestions',
        'suggestions_title',
        'suggestions',
        <SuggestionsScreen />,
        <ScreenRoom titleKey="suggestions_title" />,
      ),
      listScreen('suggestions/:id/:tab', 'suggestions_title', 'suggestions', <SuggestionCategoryScreen />),
      toDefaultTab('vod'),
      listScreen(
        'vod/:id',
        'vod_title',
        'vod',
        <VodScreen />,
        <ScreenRoom titleKey="vod_title" loadingKey="vod_loading" />,
      ),
      ...shortcutRoutes('web').map((route): RouteObject => ({ path: route.path, element: <Shortcut route={route} /> })),
      redirect('*', unknownPathTarget('web')),
    ],
  },
];
