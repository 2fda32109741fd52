import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, demoControls, load, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';

/** The demo's message (src/adapters/demo/backend/usage.ts), served when the testers switch it on. */
const TITLE = 'Nouveau : la démo';
/** How long the app gives the message after its start (domain: INTERSTITIAL_TIMEOUT_MS). */
const TIMEOUT_MS = 2_000;
/**
 * How long the demo holds /interstitiel back: longer than the app waits for it with its retries
 * (call-policy READ: 10 s, 2 retries), so that an app waiting for the message would show nothing
 * before the first screen's deadline below. A late answer is dropped: the machine's tests show it.
 */
const HANG_MS = 60_000;
/** How long the first screen may take on a loaded machine: well under the app's patience above. */
const FIRST_SCREEN_MS = 25_000;

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

  it('should start as usual while /interstitiel hangs, and show no message', async () => {
    const session = browser();
    const { page } = session;
    // The message's calls of the page started under the controls, and those answered.
    const asked = new Set<Request>();
    const answered: Request[] = [];
    await startWith(session, '/home', { interstitial: true, force: { 'GET interstitiel': { delay: HANG_MS } } }, () => {
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/interstitiel') asked.add(request);
      });
      page.on('requestfinished', (request) => {
        if (asked.has(request)) answered.push(request);
      });
    });
    // The first screen, its rows loaded from the provider, is there while the message's call still hangs.
    await page.locator('main li').first().waitFor({ timeout: FIRST_SCREEN_MS });
    expect(asked.size).toBeGreaterThan(0);
    expect(answered).toEqual([]);
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
