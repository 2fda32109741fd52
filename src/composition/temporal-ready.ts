/**
 * Temporal, where the browser lacks it: today's Chromium has its own, the TV engine (Chromium 68)
 * and older browsers load the polyfill (a chunk of its own) before any module of the app
 * evaluates. The entries (web.main.ts, tv.main.ts, through load-app.ts) wait for this, then
 * import the app, whose chunks the page has already preloaded (scripts/build/app-preload.ts).
 */
export function temporalReady(): Promise<unknown> {
  return 'Temporal' in globalThis ? Promise.resolve() : import('temporal-polyfill/global');
}
