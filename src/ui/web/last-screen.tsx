import { createContext, useContext, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { shortcutTarget } from '../../application/navigation/route-rules';
import { countsAsPreviousScreen } from '../../domain/session/access';
import { isOverlayPath } from '../shared/route-handle';
import type { ShortcutRoute } from '../../application/navigation/shortcuts';

/** What a list screen's route tells the shell: detail overlays nest under it (spec point 2). */
export interface OverlayHostHandle {
  readonly hostsOverlays?: boolean;
}

interface History {
  /** The location key last seen, so that each navigation is counted once. */
  key: string | null;
  path: string | null;
  /** The screen the user came from (sign-in pages and /parentalcontrol are passed over). */
  previous: string | null;
  /** The list screen currently shown, over which shortcuts open their overlay; null on other screens. */
  screen: string | null;
}

const HistoryContext = createContext<{ current: History } | null>(null);

function useHistoryRef(): { current: History } {
  const history = useContext(HistoryContext);
  if (history === null) throw new Error('needs a ScreenHistoryProvider');
  return history;
}

/** Keeps, for the shortcut routes and the parental challenge, where the user is and came from. */
export function ScreenHistoryProvider({ children }: { children: ReactNode }) {
  const history = useRef<History>({ key: null, path: null, previous: null, screen: null });
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

/**
 * Records each navigation while rendering, before the screens below read it: the previous path,
 * and the current screen when it holds overlays. Overlay routes leave the screen as it was.
 */
export function useRecordScreenHistory(): void {
  const history = useHistoryRef();
  const location = useLocation();
  const matches = useMatches();
  const entry = history.current;
  const path = `${location.pathname}${location.search}`;
  // Entries pushed from outside the router share one key, so the path tells them apart too.
  if (entry.key === location.key && entry.path === path) return;
  // Overlay routes and the shortcuts that lead to them keep the screen below them.
  const overlay = isOverlayPath(location.pathname);
  const host = matches.some((match) => (match.handle as OverlayHostHandle | undefined)?.hostsOverlays === true);
  history.current = {
    key: location.key,
    path,
    previous: entry.path !== null && countsAsPreviousScreen(entry.path) ? entry.path : entry.previous,
    screen: overlay ? entry.screen : host ? location.pathname : null,
  };
}

/** The path the user came from before this screen, or null when they came from nowhere. */
export function usePreviousPath(): string | null {
  return useHistoryRef().current.previous;
}

/** A shortcut such as /show/{id}: opens the matching overlay over the current screen, or over its fallback. */
export function Shortcut({ route }: { route: ShortcutRoute }) {
  const history = useHistoryRef();
  const params = useParams();
  const { search } = useLocation();
  return (
    <Navigate to={shortcutTarget(history.current.screen, route.overlay(params), route.fallback, search)} replace />
  );
}
