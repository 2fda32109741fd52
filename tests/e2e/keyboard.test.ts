import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, load, SCREEN_HEADING, signInOnWeb, waitForPath } from './browser';
import { tabOnce, walkWithTab, type FocusStop } from './keyboard';

/**
 * Issue 16: the web layout with the keyboard alone. Tab reaches every control of each screen in
 * order, always on a visible element with a visible focus; the skip link comes first and leads
 * to the main content; dialogs keep the focus, close with Escape and give it back.
 */
const browser = browserPerTest({ width: 1280, height: 800 });

/** Screens walked with Tab, signed in; a new screen joins with one line (overlays are dialogs: no skip link in them). */
const SCREENS: readonly (readonly [name: string, path: string, kind?: 'dialog'])[] = [
  ['home', '/home'],
  ['live', '/live/normal'],
  ['guide', '/guide'],
  ['vod', '/vod/0'],
  ['vod-product', '/vod/0/show/v1/product/p1', 'dialog'],
  ['overlay-serie', '/home/serie/serie-ch1', 'dialog'],
  ['pair', '/pair'],
  ['search', '/search'],
];
const TABS_PER_SCREEN = 40;

async function settled(page: Page) {
  await page.locator(`${SCREEN_HEADING}, dialog[open] h2`).first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await page.waitForTimeout(300);
}

/** The stops where a sighted keyboard user would lose the focus: hidden, or without an indicator. */
const lost = (name: string, stops: readonly FocusStop[]) =>
  stops
    .filter((stop) => stop.label !== 'body' && (!stop.visible || !stop.indicated))
    .map(
      (stop) => `${name}: ${stop.label} ${stop.visible ? '' : 'hidden'} ${stop.indicated ? '' : 'no focus indicator'}`,
    );

describe('the web layout with the keyboard alone (issue 16)', () => {
  it('should offer a skip link first, visible once focused, that moves the focus to the main content', async () => {
    const { page, url } = browser();
    await load(page, url('/login'));
    await settled(page);
    const first = await tabOnce(page);
    expect(first).toMatchObject({ label: 'a "Aller au contenu"', visible: true, indicated: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).pathname).toBe('/login');
    await tabOnce(page);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('should keep the focus visible on every control Tab reaches, screen by screen', async () => {
    const { page, url } = browser();
    await load(page, url('/login'));
    await settled(page);
    const problems = lost('login', await walkWithTab(page, TABS_PER_SCREEN));
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    for (const [name, path, kind] of SCREENS) {
      await load(page, url(path));
      await settled(page);
      const stops = await walkWithTab(page, TABS_PER_SCREEN);
      const reached = stops.filter((stop) => stop.label !== 'body');
      if (kind === 'dialog')
        expect(
          reached.filter((stop) => !stop.inDialog),
          name,
        ).toEqual([]);
      else expect(reached[0]?.label, name).toBe('a "Aller au contenu"');
      problems.push(...lost(name, stops));
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should keep the focus in an overlay, close it with Escape and give the focus back to the card that opened it', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await settled(page);
    const card = page.locator('main a[href*="/show/"]').first();
    await card.focus();
    const opener = await card.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await settled(page);
    const stops: FocusStop[] = [];
    for (let step = 0; step < 15; step += 1) stops.push(await tabOnce(page));
    expect(stops.filter((stop) => stop.label !== 'body' && !stop.inDialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/home$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(opener);
  });

  it('should close the watch-next removal dialog with Escape and give the focus back to its button', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await settled(page);
    const watchNext = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    await watchNext.scrollIntoViewIfNeeded();
    const remove = watchNext.getByRole('button', { name: /^Retirer / }).first();
    await remove.focus();
    const name = await remove.getAttribute('aria-label');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Retirer de « Reprendre la lecture » ?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const stops: FocusStop[] = [];
    for (let step = 0; step < 6; step += 1) stops.push(await tabOnce(page));
    expect(stops.filter((stop) => stop.label !== 'body' && !stop.inDialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(name);
  });
});
