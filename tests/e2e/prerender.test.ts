import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT } from '../../src/domain/layout';
import { browserPerTest, load } from './browser';

/**
 * The prerendered pages (scripts/build/prerender.ts, served by nginx by address, language and
 * session cookie): with scripts blocked the HTML alone paints the screen or its shell in the
 * right language; with scripts React takes the markup over (hydrateRoot) without a mismatch:
 * no error in the console, the prerendered nodes kept, no layout shift.
 */
const current = browserPerTest();

interface Case {
  readonly path: string;
  /** What the HTML alone shows: the screen's heading (or the shell's brand). */
  readonly heading: string | RegExp;
  readonly language: 'fr' | 'de' | 'en';
  readonly acceptLanguage?: string;
  readonly languageCookie?: string;
  readonly session?: boolean;
  /** Where the screen puts the focus once it runs (a TV screen always focuses something). */
  readonly focus?: string;
  /** A box the screen's content will fill, which the HTML alone paints at its final size (its region's name and height). */
  readonly box?: { readonly name: string; readonly height: number };
}

/** The carousel's box: its head and a card's height (src/ui/web/screens/home/home-frame.tsx). */
const CAROUSEL_BOX = { name: 'À la une', height: 44 + CARD_HEIGHT };

const CASES: readonly Case[] = [
  { path: '/login', heading: 'Connexion', language: 'fr' },
  { path: '/login', heading: 'Anmelden', language: 'de', acceptLanguage: 'de-CH,de;q=0.9,en;q=0.5' },
  { path: '/login', heading: 'Sign in', language: 'en', acceptLanguage: 'de-CH', languageCookie: 'en' },
  { path: '/login', heading: 'Connexion', language: 'fr', acceptLanguage: 'it-CH,it;q=0.9' },
  { path: '/home', heading: 'Accueil', language: 'fr', box: CAROUSEL_BOX },
  { path: '/live/normal', heading: 'Direct', language: 'fr' },
  { path: '/recordings/completed', heading: 'Zapline', language: 'fr' },
  { path: '/login', heading: 'Zapline', language: 'fr', session: true },
  // A subscriber's screen: the heading, while the page checks the session, and the home's boxes.
  { path: '/recordings/completed', heading: 'Enregistrements', language: 'fr', session: true },
  { path: '/home', heading: 'Accueil', language: 'fr', session: true, box: CAROUSEL_BOX },
  { path: '/live/normal', heading: 'Direct', language: 'fr', session: true },
  { path: '/tv/home', heading: 'Accueil', language: 'fr', session: true },
  { path: '/tv/live/normal', heading: 'En direct', language: 'fr', session: true },
  { path: '/tv/search', heading: 'Recherche', language: 'fr', session: true },
  { path: '/tv/recordings/completed', heading: 'Enregistrements', language: 'fr', session: true },
  { path: '/tv/vod', heading: 'Video on Demand', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/actors/subscribed', heading: 'Schauspieler', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/mysports/future', heading: 'My sports', language: 'en', languageCookie: 'en', session: true },
  { path: '/tv/lineup', heading: 'Senderreihenfolge', language: 'de', languageCookie: 'de', session: true },
  { path: '/tv/recordings/completed', heading: 'Zapline', language: 'fr' },
  { path: '/tv/login', heading: /Connexion|Se connecter/, language: 'fr', focus: '#tv-email' },
  { path: '/tv/settings', heading: 'Réglages', language: 'fr', focus: '#root button' },
  { path: '/tv/live/normal', heading: 'En direct', language: 'fr', focus: '#root button, #root a' },
];

async function prepare(page: Page, each: Case): Promise<void> {
  const { context } = current();
  // The browser asks for French unless told (browser.ts, its locale); a case may ask for another language.
  const acceptLanguage = each.acceptLanguage;
  if (acceptLanguage)
    await page.route(
      () => true,
      (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': acceptLanguage } }),
    );
  const origin = new URL(current().url('/')).origin;
  const cookies = [
    ...(each.languageCookie ? [{ name: 'zapline_language', value: each.languageCookie, url: origin }] : []),
    ...(each.session ? [{ name: 'session_token', value: 'expired-token', url: origin }] : []),
  ];
  if (cookies.length > 0) await context.addCookies(cookies);
  // Keeps the root's first element as parsed, to tell a hydration (kept) from a fresh render (replaced).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#root > *');
    });
  });
}

const label = (each: Case) => `${each.path} (${each.language}${each.session ? ', session cookie' : ''})`;

describe('prerendered pages', () => {
  it.each(CASES)('should paint $path from the HTML alone, in its language', async (each) => {
    const { page, url, screenshot } = current();
    await prepare(page, each);
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await load(page, url(each.path), 'load');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(each.language);
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe(
      each.path.replace(/^\/tv/, ''),
    );
    // No input until the app runs: nothing typed or clicked is lost, no form is sent by the browser.
    expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
    const heading =
      each.heading === 'Zapline'
        ? page.getByText('Zapline').first()
        : page.getByRole('heading', { name: each.heading }).first();
    await expect.poll(() => heading.isVisible()).toBe(true);
    if (each.box) {
      const box = await page.getByRole('region', { name: each.box.name }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(each.box.height);
    }
    await screenshot(`prerendered-${label(each).replace(/\W+/g, '-')}`);
  });

  it.each(CASES)('should hydrate $path without a mismatch or a layout shift', async (each) => {
    const { page, url } = current();
    await prepare(page, each);
    const problems: string[] = [];
    const listen = (message: ConsoleMessage) =>
      void ((message.type() === 'error' || message.type() === 'warning') && problems.push(message.text()));
    page.on('console', listen);
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { shifts: number[] }).shifts = shifts;
    });
    await load(page, url(each.path));
    // Hydrated: React holds the root, and the screen's code has arrived.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
        ),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { prerendered: Element | null }).prerendered;
      return first !== null && document.contains(first);
    });
    expect(problems.filter((text) => !/Failed to load resource|status of 40[13]/.test(text))).toEqual([]);
    expect(kept).toBe(true);
    await expect.poll(() => page.evaluate(() => document.getElementById('root')?.inert)).toBe(false);
    const focus = each.focus;
    if (focus)
      await expect
        .poll(() => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, focus))
        .toBe(true);
    expect(
      await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      ),
    ).toBeLessThanOrEqual(0.05);
  });

  it.each(CASES)("should paint $path before it asks for the app's scripts", async (each) => {
    const { page, url } = current();
    await prepare(page, each);
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
