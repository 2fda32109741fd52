import { createContext, useContext, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { screenPath } from '../../application/navigation/route-catalogue';
import { shortcutTarget } from '../../application/navigation/route-rules';
import { isOverlayPath } from '../shared/route-handle';

/** What a TV list screen's route tells the frame: the detail overlays nest under it (spec point 2). */
export interface TvOverlayHostHandle {
  readonly hostsOverlays?: boolean;
}

/** The list screen currently shown, over which the shortcuts open their overlay; null elsewhere. */
const CurrentScreenContext = createContext<{ current: string | null } | null>(null);

function useCurrentScreenRef(): { current: string | null } {
  const screen = useContext(CurrentScreenContext);
  if (screen === null) throw new Error('needs a TvCurrentScreenProvider');
  return screen;
}

/** Keeps, for the shortcut routes, the TV list screen the user is on. */
export function TvCurrentScreenProvider({ children }: { children: ReactNode }) {
  const screen = useRef<string | null>(null);
  return <CurrentScreenContext.Provider value={screen}>{children}</CurrentScreenContext.Provider>;
}

/**
 * Records, while rendering and before the routes below read it, the list screen shown: overlay
 * routes and the shortcuts that lead to them keep the screen below them; other screens clear it.
 */
export function useRecordCurrentScreen(): void {
  const screen = useCurrentScreenRef();
  const { pathname } = useLocation();
  const matches = useMatches();
  if (isOverlayPath(pathname)) return;
  const host = matches.some((match) => (match.handle as TvOverlayHostHandle | undefined)?.hostsOverlays === true);
  screen.current = host ? pathname : null;
}

type Params = Readonly<Record<string, string | undefined>>;
const part = (value: string | undefined) => encodeURIComponent(value ?? '');

/** One shortcut route: its path, the overlay it opens over the current screen, and the screen it opens over without one. */
export interface TvShortcutRoute {
  readonly path: string;
  readonly overlay: (params: Params) => string;
  readonly fallback: string;
}

const LIVE_SCREEN = screenPath('tv', 'live');
const VOD_SCREEN = screenPath('tv', 'vod');

/**
 * The TV's shortcut routes of spec point 2: the detail overlays over the current list screen, or
 * over live (a deep link); the VOD overlays over the current list screen, or over the VOD screen
 * (from which the VOD screen's own overlays open too).
 */
export const TV_SHORTCUTS: readonly TvShortcutRoute[] = [
  { path: 'show/:showId', overlay: (p) => `show/${part(p.showId)}`, fallback: LIVE_SCREEN },
  {
    path: 'show/:showId/product/:productId',
    overlay: (p) => `show/${part(p.showId)}/product/${part(p.productId)}`,
    fallback: VOD_SCREEN,
  },
  { path: 'season/:seasonId', overlay: (p) => `season/${part(p.seasonId)}`, fallback: VOD_SCREEN },
  {
    path: 'season/:seasonId/show-vod/:showId/product/:productId',
    overlay: (p) => `season/${part(p.seasonId)}/show/${part(p.showId)}/product/${part(p.productId)}`,
    fallback: VOD_SCREEN,
  },
  { path: 'serie/:serieId', overlay: (p) => `serie/${part(p.serieId)}`, fallback: LIVE_SCREEN },
  { path: 'people/:peopleId', overlay: (p) => `people/${part(p.peopleId)}`, fallback: LIVE_SCREEN },
];

/** A shortcut such as /show/{id}: the overlay over the current list screen, or over the route's fallback screen. */
export function TvShortcut({ route }: { route: TvShortcutRoute }) {
  const screen = useCurrentScreenRef();
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={shortcutTarget(screen.current, route.overlay(params), route.fallback, search)} replace />;
}
