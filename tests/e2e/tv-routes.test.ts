import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, load, type BrowserSession, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus, sameChannel } from './tv-focus';

const browser = browserPerTest({ width: 1920, height: 1080 });

/** Signs in on the TV with the remote's keys and waits for the home's first card. */
async function signIn({ page, url }: BrowserSession) {
  await load(page, url('/tv/login'));
  await expectFocusOn(page, 'tv-email', 20_000);
  await page.keyboard.type('demo@example.com');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await waitForPath(page, /^\/tv\/home$/, 40_000);
  await expectVisibleFocus(page, 20_000);
}

/** A show on air now on the demo's first channel. */
const currentShow = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const now = Date.now();
    const live = (await globalThis.demoProvider!.backend()).guide.live();
    const [show] = live.get('ch1') ?? [];
    if (show === undefined || show.startDate.epochMilliseconds > now) throw new Error('nothing on ch1');
    return show.id;
  });

const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

describe('TV routes (issue 36 items 6 and 7), with the remote at 1920x1080', () => {
  it('should open a deep link /show/{id} as the show overlay over live, and come back to live with Back', async () => {
    const session = browser();
    const { page, url } = session;
    await signIn(session);
    const show = await currentShow(page);
    await load(page, url(`/tv/show/${show}`));
    await waitForPath(page, new RegExp(`^/tv/live/normal/show/${show}$`));
    await page.getByRole('dialog').waitFor();
    await expectVisibleFocus(page, 20_000);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await session.screenshotBothThemes('tv-routes-deep-link-overlay');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/live\/normal$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectFocusOn(page, /^1\. /);
    await session.screenshotBothThemes('tv-routes-deep-link-back');
  });

  it("should open the help from the menu inside the app, scroll it with Down, and go back to the menu's screen with Back", async () => {
    const session = browser();
    const { page, url } = session;
    await signIn(session);
    await load(page, url('/tv/live/normal'));
    const card = await expectFocusOn(page, /^1\. /, 20_000);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Direct');
    for (let step = 0; step < 16 && (await expectVisibleFocus(page)) !== 'Aide'; step += 1)
      await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Aide');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/help$/);
    const region = page.getByRole('region', { name: 'Pages d’aide' });
    await region.getByText(/^Connectez-vous/).waitFor();
    await expectFocusOn(page, 'Pages d’aide');
    await session.screenshotBothThemes('tv-routes-help');
    const scroll = () => region.evaluate((element) => [element.scrollTop, element.scrollHeight - element.clientHeight]);
    const [top, room] = await scroll();
    expect(top).toBe(0);
    expect(room).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await scroll())[0]).toBeGreaterThan(0);
    await expectFocusOn(page, 'Pages d’aide');
    await session.screenshotBothThemes('tv-routes-help-scrolled');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/live\/normal$/);
    await expectFocusOn(page, sameChannel(card));
  });
});
