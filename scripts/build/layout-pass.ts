/**
 * The production build runs twice into one folder: the web layout for today's browsers, then the
 * TV layout lowered for the oldest TV engine we support (notes/tv-platforms.md: Tizen 5.5 and
 * webOS 5, 2020 sets, Chromium 68-69). Each pass has its own output so that every file of the
 * TV build can be checked for that engine.
 */
export type LayoutPass = 'web' | 'tv';

/** The oldest TV engine, as build targets (Oxc, lightningcss) and as a browserslist query. */
export const TV_ENGINE = { target: 'chrome68', browserslist: 'chrome 68' } as const;

/** Where the TV pass writes its scripts and styles, under the build folder. */
export const TV_ASSETS_DIR = 'tv/assets';

/** The pass a build runs (`ZAPLINE_LAYOUT`), the web's unless the TV's is asked for. */
export function layoutPassOf(env: Record<string, string | undefined>): LayoutPass {
  const pass = env.ZAPLINE_LAYOUT ?? 'web';
  if (pass !== 'web' && pass !== 'tv') throw new Error(`ZAPLINE_LAYOUT must be "web" or "tv", not "${pass}"`);
  return pass;
}
