import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, load, signInOnWeb, videoTime, waitForPath } from './browser';

const browser = browserPerTest();

const vodCall = (method: string, path: RegExp) => (request: Request) =>
  request.method() === method && path.test(new URL(request.url()).pathname);

describe('video on demand on the web', () => {
  it('should play the rented title from the home row, resume at its bookmark and report the stop when the overlay closes', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const row = page.getByRole('region', { name: 'Vidéo à la demande' });
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('link', { name: /Nachtzug nach Chur/ }).click();
    await waitForPath(page, /^\/vod\/44856\/show\/vod-film-2\/product\/p-vod-film-2-rent$/);
    const dialog = page.getByRole('dialog', { name: 'Nachtzug nach Chur' });
    await dialog.getByText('Vous pouvez regarder ce titre : votre licence est en cours.').waitFor();
    expect(await dialog.getByText(/^Dès \d+\.\d0\sCHF$/).count()).toBe(1);
    expect(await dialog.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^français/)]),
    );
    // No empty player before play.
    expect(await dialog.locator('video').isVisible()).toBe(false);
    await browser().screenshotBothThemes('web-vod-product');

    // The demo account's rental was left at 15:00: play resumes there.
    const licence = page.waitForRequest(vodCall('POST', /\/vod\/product\/p-vod-film-2-rent\/licence\/?$/));
    const start = page.waitForRequest(vodCall('POST', /\/vod\/stream\/[^/]+\/?$/));
    await dialog.getByRole('button', { name: 'Reprendre à 15:00' }).click();
    await licence;
    await start;
    await expectVideoAdvancing(browser().page);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(900);
    await browser().screenshot('web-vod-playing');

    const stop = page.waitForRequest(vodCall('DELETE', /\/vod\/stream\/[^/]+\/?$/));
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    const bookmark = Number(new URL((await stop).url()).searchParams.get('bookmark'));
    expect(bookmark).toBeGreaterThan(900);
    await waitForPath(page, /^\/vod\/44856$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('should show the price, the rent button and no play for a title the account does not hold', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await load(page, url('/vod/44856/show/vod-film-1/product/p-vod-film-1-rent'));
    const dialog = page.getByRole('dialog', { name: 'Le Dernier Col' });
    await dialog.getByText('Louez ou achetez ce titre pour le regarder.').waitFor();
    expect(await dialog.getByRole('button', { name: /^Louer pour \d+\.\d0\sCHF$/ }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: /^(Regarder|Reprendre)/ }).count()).toBe(0);
    await browser().screenshotBothThemes('web-vod-product-for-sale');
  });

  it('should let a former customer browse the VOD categories and play a free title', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'former@example.com', /^\/vod\/0$/);
    await page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'À la une' }).click();
    await waitForPath(page, /^\/vod\/44856$/);
    await browser().screenshotBothThemes('web-vod-category');
    await page.getByRole('link', { name: /Die Uhrmacherin/ }).click();
    await waitForPath(page, /^\/vod\/44856\/show\/vod-film-6\/product\/p-vod-film-6-free$/);
    const dialog = page.getByRole('dialog', { name: 'Die Uhrmacherin' });
    await dialog.getByText('Ce titre est offert : regardez-le librement.').waitFor();
    await dialog.getByRole('button', { name: 'Regarder' }).click();
    await expectVideoAdvancing(browser().page);
  });

  it('should open a title and a season from what is available here with the keyboard, Escape giving the focus back to the same card', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'former@example.com', /^\/vod\/0$/);
    const here = page.getByRole('region', { name: 'Disponible ici' });
    const titles = here.getByRole('list', { name: 'Titres disponibles ici' });
    await titles.scrollIntoViewIfNeeded();
    const title = titles.getByRole('link', { name: /Nachtzug nach Chur/ });
    await title.focus();
    await browser().screenshotBothThemes('web-vod-here');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/vod\/0\/show\/vod-film-2\/product\/p-vod-film-2-rent$/);
    await page.getByRole('dialog', { name: 'Nachtzug nach Chur' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/vod\/0$/);
    await expect.poll(() => title.evaluate((card) => card === document.activeElement)).toBe(true);

    const seasons = here.getByRole('list', { name: 'Saisons disponibles ici' });
    await seasons.scrollIntoViewIfNeeded();
    const season = seasons.getByRole('link', { name: 'Zugspitze – saison 1' });
    await season.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/vod\/0\/season\/vod-season-zug-1$/);
    const dialog = page.getByRole('dialog', { name: 'Zugspitze – saison 1' });
    // The season as vod/locations/seasons/{id}/ gives it: what it holds, beside its episodes.
    await dialog.getByText('Épisodes dans cette saison : 4').waitFor();
    await dialog.getByRole('link', { name: /Zugspitze S1E4/ }).waitFor();
    await browser().screenshotBothThemes('web-vod-here-season');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/vod\/0$/);
    await expect.poll(() => season.evaluate((card) => card === document.activeElement)).toBe(true);
  });
});
