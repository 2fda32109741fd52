import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, expectVideoAdvancing, load, signInOnWeb } from './browser';

const browser = browserPerTest();
const FOR_SALE = '/vod/44856/show/vod-film-1/product/p-vod-film-1-rent';

/** The product overlay of a title the account does not hold, with its purchase form. */
async function openForSale(page: Page, url: (path: string) => string) {
  await load(page, url(FOR_SALE));
  const dialog = page.getByRole('dialog', { name: 'Le Dernier Col' });
  await dialog.getByText('Location valable 48 heures.').waitFor();
  return dialog;
}

/** The error catalogue's geo-blocked text (spec point 8's 451 message), in French. */
const GEO_BLOCKED =
  "Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.";

describe('renting a VOD title on the web (demo provider)', () => {
  it('should rent with promo code DEMO2026 after confirming it is free, then play the title at once', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const dialog = await openForSale(page, url);
    await browser().screenshotBothThemes('web-vod-purchase-form');
    await dialog.getByLabel('Code promotionnel (facultatif)').fill('DEMO2026');
    await dialog.getByRole('button', { name: /^Louer pour \d+\.\d0\sCHF$/ }).click();
    await dialog.getByText('Louer « Le Dernier Col » gratuitement ?').waitFor();
    await browser().screenshotBothThemes('web-vod-purchase-confirm');
    const purchase = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /\/vod\/product\/p-vod-film-1-rent\/purchase\/?$/.test(new URL(request.url()).pathname),
    );
    const licence = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        /\/vod\/product\/p-vod-film-1-rent\/licence\/?$/.test(new URL(request.url()).pathname),
    );
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await purchase;
    await licence;
    await dialog.getByText('C’est fait : votre licence est valable 48 heures.').waitFor();
    await expectVideoAdvancing(page);
  });

  it.each([
    ['a wrong promo code', 'demo@example.com', 'FAUX2026', null, "Ce code promotionnel n'est pas valable."],
    [
      'the VOD quota (forced 509)',
      'demo@example.com',
      'DEMO2026',
      { 'POST vod/product/*/purchase/': { status: 509 } },
      'Vous avez atteint le nombre maximal de locations en cours.',
    ],
    [
      'a purchase the provider refuses abroad (forced 451)',
      'demo@example.com',
      'DEMO2026',
      { 'POST vod/product/*/purchase/': { status: 451 } },
      GEO_BLOCKED,
    ],
  ])('should refuse %s with a clear message and keep the typed code', async (_, email, code, force, message) => {
    const { page, url } = browser();
    await signInOnWeb(browser(), email, /^\/(home|live\/normal)$/);
    if (force) await demoControls(page, { force });
    const dialog = await openForSale(page, url);
    await dialog.getByLabel('Code promotionnel (facultatif)').fill(code);
    await dialog.getByRole('button', { name: /^Louer pour / }).click();
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });
    const alert = dialog.getByRole('alert');
    await Promise.race([confirm.waitFor(), alert.waitFor()]);
    if (await confirm.isVisible()) await confirm.click();
    await alert.waitFor();
    expect(await alert.textContent()).toBe(message);
    expect(await dialog.getByLabel('Code promotionnel (facultatif)').inputValue()).toBe(code);
    expect(await dialog.locator('video').isVisible()).toBe(false);
    await browser().screenshotBothThemes(
      `web-vod-purchase-refused-${message === GEO_BLOCKED ? '451' : force ? 'quota' : 'promocode'}`,
    );
  });

  it('should show a country-locked account the purchase blocked before it types anything (spec point 6)', async () => {
    const { page, url } = browser();
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (/\/vod\/product\/[^/]+\/purchase\/?$/.test(new URL(request.url()).pathname)) purchases.push(request.method());
    });
    await signInOnWeb(browser(), 'abroad@example.com', /^\/(home|live\/normal)$/);
    await load(page, url(FOR_SALE));
    const dialog = page.getByRole('dialog', { name: 'Le Dernier Col' });
    await dialog.getByText('Louez ou achetez ce titre pour le regarder.').waitFor();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(GEO_BLOCKED);
    expect(await dialog.getByLabel('Code promotionnel (facultatif)').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Louer pour / }).count()).toBe(0);
    expect(purchases).toEqual([]);
    await browser().screenshotBothThemes('web-vod-purchase-blocked-abroad');
  });
});
