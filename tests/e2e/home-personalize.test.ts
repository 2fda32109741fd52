import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();
const rows = (page: Page) => page.getByRole('list', { name: 'Rangées de l’accueil' });
const homeRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openFromHome(page: Page) {
  await page.getByRole('link', { name: "Personnaliser l'accueil" }).click();
  await waitForPath(page, /^\/homepersonalize$/);
  await expect.poll(() => rows(page).getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(5);
}

describe('home personalisation on the web (backup config: feed_id, feed_position, feed_arg)', () => {
  it('should hide a row, move one, choose the replay category, save, show it on home, then restore the defaults', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await homeRegion(page, 'Toutes les chaînes').waitFor();
    await openFromHome(page);

    await page.getByRole('checkbox', { name: 'Toutes les chaînes' }).uncheck();
    await page.getByRole('button', { name: 'Monter « Vidéo à la demande »' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Monter « Vidéo à la demande »',
    );
    const category = page.getByRole('combobox', { name: /^Catégorie de « Replay : / });
    const options = await category.locator('option').allTextContents();
    const chosen = options[2] ?? '';
    await category.selectOption({ label: chosen });
    await page.getByText('Modifications pas encore enregistrées.').waitFor();
    await browser().screenshotBothThemes('web-homepersonalize-edited');

    const save = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/backupconfig\/?$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await save;
    await page.getByText('Votre page d’accueil est enregistrée.').waitFor();

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }).click();
    await waitForPath(page, /^\/home$/);
    await homeRegion(page, `Replay : ${chosen}`).waitFor();
    expect(await homeRegion(page, 'Toutes les chaînes').count()).toBe(0);
    const titles = await page
      .getByRole('region')
      .evaluateAll((regions) =>
        regions.map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent ?? ''),
      );
    expect(titles.indexOf('Vidéo à la demande')).toBeLessThan(titles.indexOf('Émissions de vos acteurs'));
    expect(titles.indexOf('Vidéo à la demande')).toBeGreaterThan(-1);

    await openFromHome(page);
    await page.getByRole('button', { name: 'Rétablir l’accueil par défaut' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Votre page d’accueil est enregistrée.').waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Accueil' }).click();
    await homeRegion(page, 'Toutes les chaînes').waitFor();
    await homeRegion(page, 'Replay : Divertissement').waitFor();
  });

  it('should say a refused save (forced 500) and keep the rows as edited', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await demoControls(page, { force: { 'PUT backupconfig/': { status: 500 } } });
    await openFromHome(page);
    await page.getByRole('checkbox', { name: 'Toutes les chaînes' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    expect(await page.getByRole('checkbox', { name: 'Toutes les chaînes' }).isChecked()).toBe(false);
    await browser().screenshotBothThemes('web-homepersonalize-refused');
  });
});
