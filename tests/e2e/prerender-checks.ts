import type { ConsoleMessage } from 'playwright-core';
import { expect } from 'vitest';
import { load, type BrowserSession } from './browser';

/** A prerendered page as a test opens it: its address, language, cookies and what it shows. */
export interface PrerenderCase {
  readonly path: string;
  /** What the HTML alone shows: the screen's heading (or the shell's brand); unless told, the heading the page's title names. */
  readonly heading?: string | RegExp;
  readonly language: 'fr' | 'de' | 'en';
  readonly acceptLanguage?: string;
  readonly languageCookie?: string;
  readonly session?: boolean;
  /** Where the screen puts the focus once it runs (a TV screen always focuses something). */
  readonly focus?: string;
  /** A box the screen's content will fill, which the HTML alone paints at its final size (its region's name and height). */
  readonly box?: { readonly name: string; readonly height: number };
}

/**
 * Opens `each` as its browser would: its language asked for or saved, a session cookie for a
 * returning subscriber (an expired one: the page checks it), and keeps the root's first element
 * as parsed, to tell a hydration (kept) from a fresh render (replaced).
 */
export async function prepare({ context, page, url }: BrowserSession, each: PrerenderCase): Promise<void> {
  // The browser asks for French unless told (browser.ts, its locale); a case may ask for another language.
  const acceptLanguage = each.acceptLanguage;
  if (acceptLanguage)
    await page.route(
      () => true,
      (route) => route.continue({ headers: { ...route.request().headers(), 'accept-language': acceptLanguage } }),
    );
  const origin = new URL(url('/')).origin;
  const cookies = [
    ...(each.languageCookie ? [{ name: 'zapline_language', value: each.languageCookie, url: origin }] : []),
    ...(each.session ? [{ name: 'session_token', value: 'expired-token', url: origin }] : []),
  ];
  if (cookies.length > 0) await context.addCookies(cookies);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#root > *');
    });
  });
}

/**
 * Loads `each` with its scripts blocked: the HTML alone paints its heading (or the brand) and its
 * boxes, in its language, and takes no input until the app runs (nothing typed or clicked is lost,
 * no form is sent by the browser).
 */
export async function expectPaintedAlone(session: BrowserSession, each: PrerenderCase): Promise<void> {
  const { page, url } = session;
  await prepare(session, each);
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await load(page, url(each.path), 'load');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(each.language);
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe(
    each.path.replace(/^\/tv/, ''),
  );
  expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
  const name = each.heading ?? (await page.title()).replace(/^Zapline - /, '');
  const heading = name === 'Zapline' ? page.getByText('Zapline').first() : page.getByRole('heading', { name }).first();
  await expect.poll(() => heading.isVisible()).toBe(true);
  if (each.box) {
    const box = await page.getByRole('region', { name: each.box.name }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(each.box.height);
  }
}

/**
 * Loads `each` with its scripts and checks that React took the prerendered markup over: no error
 * or warning in the console, the parsed nodes kept, the page taking input, the focus where the
 * screen puts it, and no layout shift.
 */
export async function expectHydrated(session: BrowserSession, each: PrerenderCase): Promise<void> {
  const { page, url } = session;
  await prepare(session, each);
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
}
