/**
 * Which pages the build prerenders (scripts/build/prerender.ts) and where it writes them, so that
 * nginx can pick one by address, language and session (server/nginx.conf.template): the first
 * screen of every fixed address of the menus, in each language, as a visitor and as a returning
 * subscriber (whose session the page still checks). An address with an id or a query is left to
 * the scripts (index.html), and so is the guide, whose grid is drawn at the time it opens.
 */
import type { LayoutPass } from './layout-pass.ts';

export const PRERENDER_LANGUAGES = ['fr', 'de', 'en'] as const;
export type PrerenderLanguage = (typeof PRERENDER_LANGUAGES)[number];

/** A visitor has no session cookie; a subscriber's session is being checked as the page starts. */
export const PRERENDER_AUDIENCES = ['subscriber', 'visitor'] as const;
export type PrerenderAudience = (typeof PRERENDER_AUDIENCES)[number];

/** The folder of the build that holds the prerendered pages. */
export const PRERENDER_DIR = 'prerendered';

/** The fixed addresses both layouts have (the spec's route table, point 2). */
const BOTH_LAYOUTS = [
  '/login',
  '/home',
  '/live/normal',
  '/live/fast',
  '/live/watchnext',
  '/search',
  '/recordings/completed',
  '/suggestions',
  '/actors/subscribed',
  '/showsactors/past',
  '/mysports/future',
  '/lineup',
  '/homepersonalize',
  '/feedback',
];

/** Addresses of each layout (under its basename), the spec's route table's fixed ones (point 2). */
export const PRERENDER_PATHS: Readonly<Record<LayoutPass, readonly string[]>> = {
  web: [...BOTH_LAYOUTS, '/vod/0', '/pair'],
  tv: [...BOTH_LAYOUTS, '/vod', '/settings', '/parentalcontrol'],
};

/** The basename each layout is served under. */
export const BASENAMES: Readonly<Record<LayoutPass, string>> = { web: '/', tv: '/tv' };

/**
 * The file of one page, relative to the build: `prerendered/{language}{address}.{audience}.html`
 * (`prerendered/de/tv/home.visitor.html`), as nginx's `try_files` builds it from the request.
 */
export function prerenderedFile(
  layout: LayoutPass,
  path: string,
  language: PrerenderLanguage,
  audience: PrerenderAudience,
): string {
  const address = layout === 'tv' ? `/tv${path}` : path;
  return `${PRERENDER_DIR}/${language}${address}.${audience}.html`;
}
