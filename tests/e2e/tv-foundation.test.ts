import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, load, type BrowserSession } from './browser';

const browser = browserPerTest({ width: 1920, height: 1080 });

/** The accessible name of the element that has the browser's focus. */
const focusedName = (session: BrowserSession) =>
  session.page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.id || element?.textContent || '';
  });

describe('TV layout: the walking skeleton with a remote', () => {
  it('should sign in, walk the channels with arrows, play with Enter and come back with Back', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/tv/'));
    await page.waitForURL('**/tv/login?redirect=*');
    await expect.poll(() => focusedName(browser()), { timeout: 15_000 }).toBe('tv-email');
    await screenshot('tv-login');
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(browser())).toBe('tv-password');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/home');
    // The channel grid is the live screen's (/tv/live/normal): the player's Back comes back to it.
    await load(page, url('/tv/live/normal'));
    await expect.poll(() => focusedName(browser())).toMatch(/^\d+\. /);
    const first = await focusedName(browser());
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(browser())).toMatch(/^\d+\. /);
    const chosen = await focusedName(browser());
    expect(chosen).not.toBe(first);
    await screenshot('tv-live');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/player/live?channel=*');
    await expectVideoAdvancing(page, 2);
    await screenshot('tv-player');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/tv/live/normal');
    await expect.poll(() => focusedName(browser())).toBe(chosen);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/player/live?channel=*');
    await page.getByRole('button', { name: 'Commandes' }).waitFor();
    await page.keyboard.press('Backspace');
    await page.waitForURL('**/tv/live/normal');
    await expect.poll(() => focusedName(browser())).toBe(chosen);
  });
});

describe('TV layout: appearance and sign-out with a remote', () => {
  it('should switch language and theme from the menu, remember them and sign out', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/tv/login'));
    // On a fresh profile MSW reloads the page once before its worker controls it: type after that.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => focusedName(browser()), { timeout: 15_000 }).toBe('tv-email');
    await page.keyboard.type('basic@example.com');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/home');
    await page.goto(browser().url('/tv/live/normal'));
    await expect.poll(() => focusedName(browser())).toMatch(/^\d+\. /);
    // Back on a top-level screen (live) opens the menu; language, theme and sign-out are its last entries.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(browser())).toBe('Direct');
    for (let step = 0; step < 12 && !(await focusedName(browser())).startsWith('Langue'); step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(browser())).toBe('Sprache: Deutsch');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('crimson');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(browser())).toMatch(/^\d+\. /);
    await screenshot('tv-home-crimson-de');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Live');
    // The prerendered room's heading comes before the app that applies the kept theme.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('crimson');
    await expect.poll(() => focusedName(browser())).toMatch(/^\d+\. /);
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(browser())).toMatch(/^(Live|Direkt)/);
    for (let step = 0; step < 16 && !(await focusedName(browser())).startsWith('Abmelden'); step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/login');
  });
});
