/** Debian's Chromium and its launch flags, for the end-to-end tests (tests/e2e/browser.ts) and the report's own launches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
  // The browser asks for French, the app's default: the server sends the prerendered pages in the browser's language.
  '--accept-lang=fr-CH,fr',
] as const;
/** The same language for Playwright's contexts (its `locale` sets what the pages and the server see). */
export const BROWSER_LOCALE = 'fr-CH';
