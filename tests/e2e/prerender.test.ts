import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT } from '../../src/domain/layout';
import { browserPerTest, load } from './browser';
import { expectHydrated, expectPaintedAlone, prepare, type PrerenderCase } from './prerender-checks';

/**
 * The prerendered pages (scripts/build/prerender.ts, served by nginx by address, language and
 * session cookie): with scripts blocked the HTML alone paints the screen or its shell in the
 * right language; with scripts React takes the markup over (hydrateRoot) without a mismatch:
 * no error in the console, the prerendered nodes kept, no layout shift.
 */
const current = browserPerTest();

/** The carousel's box: its head and a card's height (src/ui/web/screens/home/home-frame.tsx). */
const CAROUSEL_BOX = { name: 'À la une', height: 44 + CARD_HEIGHT };

const CASES: readonly PrerenderCase[] = [
  { path: '/login', heading: 'Connexion', language: 'fr' },
  { path: '/login', heading: 'Anmelden', language: 'de', acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' },
  { path: '/login', heading: 'Sign in', language: 'en', acceptLanguage: 'de-CH', languageCookie: 'en' },
  { path: '/login', heading: 'Connexion', language: 'fr', acceptLanguage: 'it-CH,it;q=0.9' },
  { path: '/home', heading: 'Accueil', language: 'fr', box: CAROUSEL_BOX },
  { path: '/live/normal', heading: 'Direct', language: 'fr' },
  { path: '/recordings/completed', heading: 'Zapline', language: 'fr' },
  // A subscriber's screen: the heading, while the page checks the session, and the home's boxes.
  // Every page as a subscriber in French is prerender-every-page.test.ts's; here other languages.
  { path: '/home', heading: 'Accueil', language: 'fr', session: true, box: CAROUSEL_BOX },
  { path: '/tv/vod', heading: 'Video on Demand', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/actors/subscribed', heading: 'Schauspieler', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/mysports/future', heading: 'My sports', language: 'en', languageCookie: 'en', session: true },
  { path: '/tv/lineup', heading: 'Senderreihenfolge', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/recordings/completed', heading: 'Zapline', language: 'fr' },
  { path: '/tv/login', heading: /Connexion|Se connecter/, language: 'fr', focus: '#tv-email' },
  { path: '/tv/settings', heading: 'Réglages', language: 'fr', focus: '#root button' },
  { path: '/tv/live/normal', heading: 'En direct', language: 'fr', focus: '#root button, #root a' },
];

const label = (each: PrerenderCase) => `${each.path} (${each.language}${each.session ? ', session cookie' : ''})`;

describe('prerendered pages', () => {
  it.each(CASES)('should paint $path from the HTML alone, in its language', async (each) => {
    await expectPaintedAlone(current(), each);
    await current().screenshot(`prerendered-${label(each).replace(/\W+/g, '-')}`);
  });

  it.each(CASES)('should hydrate $path without a mismatch or a layout shift', (each) =>
    expectHydrated(current(), each),
  );

  it.each(CASES)("should paint $path before it asks for the app's scripts", async (each) => {
    const { page, url } = current();
    await prepare(current(), each);
    // An observer, not performance.getEntries…(), which the tests' fixed clock replaces.
    await page.addInitScript(() => {
      const seen: { type: string; name: string; start: number }[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push({ type: entry.entryType, name: entry.name, start: entry.startTime });
      }).observe({ entryTypes: ['paint', 'resource'] });
      (window as unknown as { seen: typeof seen }).seen = seen;
    });
    await load(page, url(each.path));
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { type: string; name: string; start: number }[] }).seen,
    );
    const painted = seen.find((entry) => entry.name === 'first-contentful-paint')?.start;
    const scripts = seen
      .filter((entry) => entry.type === 'resource' && /\.js$/.test(new URL(entry.name).pathname))
      .filter((entry) => !entry.name.includes('after-first-paint'))
      .map((entry) => entry.start);
    expect(painted).toBeDefined();
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThan(painted!);
  });
});
