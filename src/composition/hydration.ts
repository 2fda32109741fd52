/** What the page was prerendered as (scripts/build/prerender.ts) and what this start would render. */
export interface FirstRender {
  /** The address the root's markup was rendered for (`data-prerendered`), if any. */
  readonly prerendered: string | undefined;
  /** The address under the layout's basename, and its query. */
  readonly path: string;
  readonly search: string;
  /** The page's language (`<html lang>`), the one this start renders in. */
  readonly pageLanguage: string;
  readonly language: string;
  /** The theme stored on this device, if any, and the one prerendered pages are drawn in. */
  readonly theme: string | undefined;
  readonly defaultTheme: string;
}

/**
 * Whether the app's first render can take over the prerendered markup (React's hydration): only
 * when it draws exactly that markup: the same address without a query (a search's `?q=` fills the
 * screen), the same language, the default theme. Otherwise it draws afresh over it.
 */
export function canHydrate(first: FirstRender): boolean {
  return (
    first.prerendered === first.path &&
    first.search === '' &&
    first.pageLanguage === first.language &&
    (first.theme === undefined || first.theme === first.defaultTheme)
  );
}

/** The address under a layout's basename (`/tv/home` under `/tv` is `/home`). */
export function pathUnder(basename: string, pathname: string): string {
  const base = basename.replace(/\/$/, '');
  return base !== '' && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}
