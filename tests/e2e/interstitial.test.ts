import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, demoControls, load, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';

/** The demo's message (src/adapters/demo/backend/usage.ts), served when the testers switch it on. */
const TITLE = 'Nouveau : la démo';
/** How long the app gives the message after its start (domain: INTERSTITIAL_TIMEOUT_MS). */
const TIMEOUT_MS = 2_000;
/**
 * How long the demo holds /interstitiel back: far longer than a loaded machine takes to show the
 * first screen, and within the 10 s a read may take before the app gives up (call-policy READ).
 */
const HANG_MS = 8_000;

const dialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

/**
 * Opens `path`, waits until the demo's worker answers for the page, sets the controls and starts
 * the app again under them (`beforeReload` just before).
 */
async function startWith(
  { page, url }: BrowserSession,
  path: string,
  controls: Parameters<typeof demoControls>[1],
  beforeReload?: () => void,
) {
  await load(page, url(path));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), {
      timeout: 20_000,
    })
    .toBe(true);
  await demoControls(page, controls);
  beforeReload?.();
  await page.reload();
}

describe('the web', () => {
  const browser = browserPerTest({ width: 1280, height: 800 });

  it('should show the provider’s message over the first screen, dismiss it, and not show it again after a reload', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await startWith(session, '/home', { interstitial: true });
    await dialog(page).waitFor();
    await page.getByRole('heading', { name: 'Accueil', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fermer');
    expect(await axeViolationsInBothThemes(page, 'web-interstitial')).toEqual([]);
    await screenshotBothThemes('web-interstitial');

    await dialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Accueil', level: 1 }).waitFor();
    await page.waitForTimeout(TIMEOUT_MS + 1_000);
    expect(await dialog(page).count()).toBe(0);
  });

  it('should start as usual when /interstitiel hangs, and show no message once it answers late', async () => {
    const session = browser();
    const { page } = session;
    let answeredAt = Number.POSITIVE_INFINITY;
    let answered: Promise<void> = Promise.resolve();
    await startWith(session, '/home', { interstitial: true, force: { 'GET interstitiel': { delay: HANG_MS } } }, () => {
      answered = page
        .waitForResponse((response) => new URL(response.url()).pathname === '/interstitiel', { timeout: 40_000 })
        .then(() => void (answeredAt = Date.now()));
    });
    // The first screen, its rows loaded from the provider, is there while the message's call still hangs.
    await page
      .locator('main li')
      .first()
      .waitFor({ timeout: HANG_MS - 1_500 });
    const shownAt = Date.now();
    await answered;
    expect(shownAt).toBeLessThan(answeredAt);
    await page.waitForTimeout(500);
    expect(await dialog(page).count()).toBe(0);
  });
});

describe('the TV', () => {
  const browser = browserPerTest({ width: 1920, height: 1080 });

  it('should show the message with the focus on Close, and give the screen back on Back', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await startWith(session, '/tv/home', { interstitial: true });
    await dialog(page).waitFor();
    await expectFocusOn(page, 'Fermer');
    expect(await axeViolationsInBothThemes(page, 'tv-interstitial')).toEqual([]);
    await screenshotBothThemes('tv-interstitial');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await expectVisibleFocus(page)).not.toBe('Fermer');
    await page.reload();
    await page.waitForTimeout(TIMEOUT_MS + 1_000);
    expect(await dialog(page).count()).toBe(0);
  });
});
