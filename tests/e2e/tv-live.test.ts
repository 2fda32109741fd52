import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, demoControls, expectVideoAdvancing, load, signInOnWeb } from './browser';

const browser = browserPerTest({ width: 1920, height: 1080 });

/** The focused element's name, and whether it is on screen. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const rect = element?.getBoundingClientRect();
    const onScreen = rect !== undefined && rect.height > 0 && rect.top >= 0 && rect.bottom <= innerHeight;
    return { name: element?.textContent?.split(',')[0] ?? '', onScreen };
  });

describe('TV live screen with the remote (issue 12, item 4)', () => {
  it('should walk 400 channels with few focusable cards, play one and come back to it', async () => {
    const { page, url } = browser();
    await load(page, url('/tv/login?redirect=%2Flive%2Fnormal'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('tv-email');
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/live/normal');
    await load(page, url('/tv/live/normal?demo-channels=400'));
    await expect.poll(() => focused(page), { timeout: 20_000 }).toEqual({ name: '1. Alpha Une', onScreen: true });
    for (let row = 0; row < 40; row += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ name: expect.stringMatching(/^122\. /), onScreen: true });
    expect(await page.getByRole('list', { name: 'Chaînes' }).getByRole('button').count()).toBeLessThanOrEqual(39);
    expect(await page.locator('button, input, [tabindex]').count()).toBeLessThan(300);
    const chosen = (await focused(page)).name;
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/player/live?channel=*');
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/tv\/live\/normal\?demo-channels=400$/);
    await expect.poll(() => focused(page), { timeout: 10_000 }).toEqual({ name: chosen, onScreen: true });
    // Tabs: Up from the first row reaches them; the FAST tab keeps the focus on its button.
    for (let row = 0; row < 41; row += 1) await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        name: expect.stringMatching(/^(Mes chaînes|Chaînes FAST|Reprendre la lecture)$/),
        onScreen: true,
      });
    for (let step = 0; step < 3 && (await focused(page)).name !== 'Mes chaînes'; step += 1)
      await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/live/fast');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Chaînes FAST', onScreen: true });
    // The remote's arrows reach the channels once they are drawn and the focus library has taken
    // them in (after their frame; later on a loaded machine): Down again while it has not.
    await page.getByRole('list', { name: 'Chaînes' }).getByRole('button').first().waitFor();
    await expect
      .poll(async () => {
        if ((await focused(page)).name === 'Chaînes FAST') await page.keyboard.press('ArrowDown');
        return focused(page);
      })
      .toMatchObject({ name: expect.stringMatching(/^\d+\. /), onScreen: true });
    await browser().screenshotBothThemes('tv-live-fast');
  });

  it('should keep the channels when their shows on now fail, say why above them, and bring the shows back with Retry', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await demoControls(page, { force: { 'GET epglive/': { status: 503 } } });
    await load(page, url('/tv/live/normal'));
    await expect.poll(() => focused(page), { timeout: 20_000 }).toEqual({ name: '1. Alpha Une', onScreen: true });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toEqual({ name: 'Réessayer', onScreen: true });
    expect(await axeViolationsInBothThemes(page, 'tv-live-shows-failed')).toEqual([]);
    await session.screenshotBothThemes('tv-live-shows-failed');
    await demoControls(page, null);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect
      .poll(() => page.getByRole('list', { name: 'Chaînes' }).getByRole('button').first().textContent())
      .toMatch(/^1\. Alpha Une, .+/);
  });
});
