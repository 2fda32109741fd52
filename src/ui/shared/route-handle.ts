import type { Texts } from './i18n/texts';

/** What a route tells the shell: the text key of its title (spec point 2: deepest match wins). */
export interface RouteHandle {
  readonly titleKey: keyof Texts;
  /** Overlay routes keep the scroll position of the screen below them. */
  readonly overlay?: boolean;
  /** False keeps the route out of analytics (the token sign-in route, spec point 2). */
  readonly analytics?: false;
}

/** The page title from the deepest matched route that names one (spec point 2). */
export function routeTitle(t: (key: keyof Texts) => string, handles: readonly unknown[]): string {
  const titleKey = [...handles]
    .reverse()
    .map((handle) => (handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
  return titleKey ? `${t('app_name')} - ${t(titleKey)}` : t('app_name');
}

/** Path segments that open a detail overlay over the current screen (spec point 2). */
export const OVERLAY_SEGMENTS = ['show', 'serie', 'people', 'product', 'season'] as const;

/** Whether a path shows an overlay: child routes of history (show, serie, people) and VOD overlays. */
export function isOverlayPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => (OVERLAY_SEGMENTS as readonly string[]).includes(segment));
}

/** The list screen's path under an overlay path: everything before the first overlay segment. */
export function screenPathOf(pathname: string): string {
  const segments = pathname.split('/');
  const at = segments.findIndex((segment) => (OVERLAY_SEGMENTS as readonly string[]).includes(segment));
  return at < 0 ? pathname : segments.slice(0, at).join('/') || '/';
}
