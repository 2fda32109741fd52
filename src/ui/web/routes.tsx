import { Navigate, Outlet, type RouteObject } from 'react-router';
import { screenPath, unknownPathTarget } from '../../application/route-catalogue';
import type { ScreenName } from '../../application/route-rules';
import { LogoutScreen } from '../shared/components/logout-screen';
import { PlaceholderScreen } from '../shared/components/placeholder-screen';
import { RouteGuard } from '../shared/components/route-guard';
import type { Texts } from '../shared/i18n/texts';
import type { RouteHandle } from '../shared/route-handle';
import { GuideScreen } from './screens/guide-screen';
import { HomePersonalizeScreen } from './screens/home-personalize-screen';
import { HomeScreen } from './screens/home-screen';
import { LineupScreen } from './screens/lineup-screen';
import { LiveScreen } from './screens/live-screen';
import { LoginScreen } from './screens/login-screen';
import { PairScreen } from './screens/pair-screen';
import { ParentalControlScreen } from './screens/parental-control-screen';
import { TokenSignInScreen } from './screens/token-sign-in-screen';
import { VodScreen } from './screens/vod-screen';
import { FeedbackScreen } from './screens/feedback-screen';
import { ActorsScreen } from './discover/actors-screen';
import { MySportsScreen } from './discover/my-sports-screen';
import { ShowsActorsScreen } from './discover/shows-actors-screen';
import { SuggestionCategoryScreen } from './discover/suggestion-category-screen';
import { SuggestionsScreen } from './discover/suggestions-screen';
import { SearchScreen } from './search/search-screen';
import { DownloadScreen } from './downloads/download-screen';
import { Shortcut, type OverlayHostHandle } from './last-screen';
import { ParentalGate } from './parental-gate';
import { SHORTCUTS } from './shortcuts';
import { PeopleOverlay } from './overlays/people-overlay';
import { SerieOverlay } from './overlays/serie-overlay';
import { ShowOverlay } from './overlays/show-overlay';
import { Shell } from './shell';
import { VodProductOverlay } from './vod/vod-product-overlay';
import { VodSeasonOverlay } from './vod/vod-season-overlay';

const handle = (titleKey: keyof Texts, overlay = false): RouteHandle => ({ titleKey, overlay });
const hostHandle = (titleKey: keyof Texts): RouteHandle & OverlayHostHandle => ({ ...handle(titleKey), hostsOverlays: true });
const guarded = (screen: ScreenName, element: React.ReactNode) => <RouteGuard variant="web" screen={screen}>{element}</RouteGuard>;
const placeholder = (screen: ScreenName, titleKey: keyof Texts) => guarded(screen, <PlaceholderScreen titleKey={titleKey} />);
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
  { path: 'season/:seasonId/show/:showId/product/:productId', handle: handle('product_title', true), element: <VodProductOverlay /> },
];

/**
 * A list screen with the overlays as children: the detail overlays, and the VOD overlays that
 * the shortcut routes may open over any screen (spec point 2).
 */
const listScreen = (path: string, titleKey: keyof Texts, element: React.ReactNode): RouteObject => ({
  path,
  handle: hostHandle(titleKey),
  element: (
    <>
      {element}
      <Outlet />
    </>
  ),
  children: [...detailOverlays, ...vodOverlays],
});

/** The web route table of spec point 2, each screen behind the guards of point 4. */
export const webRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'login', handle: handle('login_title'), element: guarded('login', <LoginScreen />) },
      // Token sign-in: never reported to analytics (spec point 2).
      { path: 'auth/:username/:token', handle: { ...handle('auth_title'), analytics: false }, element: guarded('auth', <TokenSignInScreen />) },
      { path: 'logout', handle: handle('logout_title'), element: guarded('logout', <LogoutScreen />) },
      { path: 'download/:showId', handle: handle('download_title'), element: guarded('download', <DownloadScreen />) },
      { path: 'feedback', handle: handle('feedback_title'), element: guarded('feedback', <FeedbackScreen />) },
      { path: 'parentalcontrol', handle: handle('parentalcontrol_title'), element: guarded('parentalcontrol', <ParentalGate><ParentalControlScreen /></ParentalGate>) },
      { path: 'homepersonalize', handle: handle('homepersonalize_title'), element: guarded('homepersonalize', <HomePersonalizeScreen />) },
      { path: 'lineup', handle: handle('lineup_title'), element: guarded('lineup', <LineupScreen />) },
      { path: 'pair', handle: handle('pairing_title'), element: guarded('pair', <PairScreen />) },
      listScreen('home', 'home_title', guarded('home', <HomeScreen />)),
      listScreen('guide', 'guide_title', guarded('guide', <GuideScreen />)),
      listScreen('search', 'search_title', guarded('search', <SearchScreen />)),
      listScreen('search/:tab', 'search_title', guarded('search', <SearchScreen />)),
      toDefaultTab('recordings'),
      listScreen('recordings/:tab', 'recordings_title', placeholder('recordings', 'recordings_title')),
      toDefaultTab('live'),
      listScreen('live/:tab', 'live_title', guarded('live', <LiveScreen />)),
      toDefaultTab('actors'),
      listScreen('actors/:tab', 'actors_title', guarded('actors', <ActorsScreen />)),
      toDefaultTab('showsactors'),
      listScreen('showsactors/:tab', 'showsactors_title', guarded('showsactors', <ShowsActorsScreen />)),
      toDefaultTab('mysports'),
      listScreen('mysports/:tab', 'mysports_title', guarded('mysports', <MySportsScreen />)),
      listScreen('suggestions', 'suggestions_title', guarded('suggestions', <SuggestionsScreen />)),
      listScreen('suggestions/:id/:tab', 'suggestions_title', guarded('suggestions', <SuggestionCategoryScreen />)),
      toDefaultTab('vod'),
      listScreen('vod/:id', 'vod_title', guarded('vod', <VodScreen />)),
      ...SHORTCUTS.map((route): RouteObject => ({ path: route.path, element: <Shortcut route={route} /> })),
      redirect('*', unknownPathTarget('web')),
    ],
  },
];
