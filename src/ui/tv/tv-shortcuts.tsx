import { createContext, useContext, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { shortcutTarget } from '../../application/navigation/route-rules';
import { shortcutRoutes, type ShortcutRoute } from '../../application/navigation/shortcuts';
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

/** The TV's shortcut routes of spec point 2: the overlay over the current list screen, or over live (detail overlays) or VOD (VOD overlays). */
export const TV_SHORTCUTS = shortcutRoutes('tv');

/** A shortcut such as /show/{id}: the overlay over the current list screen, or over the route's fallback screen. */
export function TvShortcut({ route }: { route: ShortcutRoute }) {
  const screen = useCurrentScreenRef();
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={shortcutTarget(screen.current, route.overlay(params), route.fallback, search)} replace />;
}
