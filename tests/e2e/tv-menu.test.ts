import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, signInOnWeb, waitForPath, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';

/** The TV menu from the guide and from the player (issue 12, item 1), keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Presses a key and waits until the focus has moved to another visible element; gives its name. */
async function pressToMove(page: Page, key: string): Promise<string> {
  const before = (await focusState(page)).name;
  await page.keyboard.press(key);
  await expect
    .poll(
      async () => {
        const { name, problem } = await focusState(page);
        return problem === null && name !== before;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return expectVisibleFocus(page);
}

/** Signs in (the web's sign-in, one shared session) and opens a TV address, waiting for its focus. */
async function openTv(session: BrowserSession, path: string, focus: RegExp): Promise<string> {
  await signInOnWeb(session, 'demo@example.com', /^\/home$/);
  await session.page.goto(session.url(path));
  return expectFocusOn(session.page, focus, 20_000);
}

describe('TV menu over the guide', () => {
  it('should open with Back on its own entry, close with Back onto the same show, and lead to live with Enter', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/guide', /, \d\d:\d\d – \d\d:\d\d, /);
    // Move off the first show, so that the way back is to this very cell.
    const cell = await pressToMove(page, 'ArrowDown');
    const chosen = await pressToMove(page, 'ArrowRight');
    expect(chosen).toMatch(/, \d\d:\d\d – \d\d:\d\d, /);

    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Guide TV');
    await menu(page).waitFor();
    await session.screenshotBothThemes('tv-menu-over-guide');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).count()).toBe(0);
    await expectFocusOn(page, chosen);
    // The guide's own keys work again.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, cell);

    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Guide TV');
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, 'Direct');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/live\/normal$/);
    await expectFocusOn(page, /^\d+\. /);
    expect(await menu(page).count()).toBe(0);
  });
});

describe('TV menu over the player', () => {
  it('should open with Left off the controls, close with Back onto them, and lead to the guide with Enter, stopping the video', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/player/live?channel=ch2', /^Commandes$/);
    await expectVideoAdvancing(page, 1);

    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    await menu(page).waitFor();
    await session.screenshotBothThemes('tv-menu-over-player');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu(page).count()).toBe(0);
    await expectFocusOn(page, 'Commandes');
    expect(new URL(page.url()).pathname).toBe('/tv/player/live');

    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Direct');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Guide TV');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/guide$/);
    await expectFocusOn(page, /, \d\d:\d\d – \d\d:\d\d, /, 20_000);
    expect(await menu(page).count()).toBe(0);
    // The full-screen player is gone; the picture in guide is the one video left.
    await expect.poll(() => page.locator('video').count()).toBe(1);
  });
});
