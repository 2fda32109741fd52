import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isOverlayPath } from '../shared/route-handle';

const LastScreenContext = createContext<{ current: string | null }>({ current: null });

/** Remembers the last list screen shown, for the shortcut routes that open an overlay over it. */
export function LastScreenProvider({ children }: { children: ReactNode }) {
  const last = useRef<string | null>(null);
  return <LastScreenContext.Provider value={last}>{children}</LastScreenContext.Provider>;
}

/** Records the current path as the last screen unless it is an overlay or a shortcut. */
export function useRecordLastScreen(shortcutPrefixes: readonly string[]): void {
  const last = useContext(LastScreenContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isOverlayPath(pathname) && !shortcutPrefixes.some((prefix) => pathname.startsWith(prefix))) last.current = pathname;
  }, [last, pathname, shortcutPrefixes]);
}

/**
 * A shortcut such as /show/{id}: opens the matching overlay over the current screen, or over
 * `fallback` when there is none (spec point 2: /show/{id} alone goes to the live show overlay).
 */
export function Shortcut({ overlay, fallback }: { overlay: (params: Record<string, string | undefined>) => string; fallback: string }) {
  const last = useContext(LastScreenContext);
  const params = useParams();
  const { search } = useLocation();
  const screen = last.current && last.current !== '/' ? last.current.replace(/\/$/, '') : fallback;
  return <Navigate to={`${screen}/${overlay(params)}${search}`} replace />;
}
