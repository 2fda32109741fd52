import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ForcedAnswer } from '../../src/adapters/demo/controls';
import { browserPerTest, demoControls, expectVideoAdvancing, load, signInOnWeb, waitForPath } from './browser';
import { pickShows } from './download-shows';

const browser = browserPerTest();

const forceAnswer = (page: Page, force: Record<string, ForcedAnswer>) => demoControls(page, { force });

describe('downloads on the web', () => {
  it('should ask a visitor to sign in first', async () => {
    const { page, url } = browser();
    await load(page, url('/download/ch3-1'));
    await waitForPath(page, /^\/login\?redirect=%2Fdownload%2Fch3-1$/);
  });

  it('should record and download a show with progress, list it with its size, play it with the network off, then delete it', async () => {
    const { page, url, context } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const { clear } = await pickShows(page);
    await load(page, url(`/download/${clear}`));
    await page.getByRole('heading', { level: 1, name: 'Téléchargement' }).waitFor();
    const started = Date.now();
    await page.getByRole('button', { name: 'Enregistrer et télécharger' }).click();
    await page.getByRole('progressbar', { name: 'Progression du téléchargement' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => Number(await page.getByRole('progressbar').getAttribute('value')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await browser().screenshotBothThemes('web-download-progress');
    await page
      .getByText('Ce programme est téléchargé : il se regarde même sans connexion.')
      .waitFor({ timeout: 240_000 });
    const seconds = (Date.now() - started) / 1000;
    const list = page.getByRole('list', { name: 'Mes téléchargements' });
    const line = (await list.getByRole('listitem').first().textContent()) ?? '';
    console.log(
      `demo download of a 30-minute show: ${seconds.toFixed(1)} s, ${line.match(/[\d.,\s]+ Mo/)?.[0]?.trim()}`,
    );
    expect(line).toMatch(/ · [\d.,\s]+ Mo · 30 min/);
    await browser().screenshotBothThemes('web-download-done');

    // The network off, the show plays from the browser's storage.
    await context.setOffline(true);
    await list.getByRole('button', { name: /^Regarder / }).click();
    await expectVideoAdvancing(page, 2);
    await browser().screenshot('web-download-offline-playing');
    await context.setOffline(false);

    await list.getByRole('button', { name: /^Supprimer / }).click();
    await page.getByText(/est supprimé de vos téléchargements\.$/).waitFor();
    await page.getByText('Aucun programme téléchargé.').waitFor();
  }, 400_000);

  it('should cancel a download under way and keep nothing of it', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const { clear } = await pickShows(page);
    await load(page, url(`/download/${clear}`));
    await page.getByRole('button', { name: 'Enregistrer et télécharger' }).click();
    await page.getByRole('button', { name: 'Annuler le téléchargement' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Télécharger pour regarder hors ligne' }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByText('Aucun programme téléchargé.').waitFor();
  });

  it('should say why a show of an encrypted channel cannot be downloaded', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const { encrypted } = await pickShows(page);
    await load(page, url(`/download/${encrypted}`));
    await page.getByText('Cette chaîne est protégée : ses programmes ne peuvent pas être téléchargés.').waitFor();
    expect(await page.getByRole('button', { name: /télécharger/i }).count()).toBe(0);
    await browser().screenshotBothThemes('web-download-refused');
  });

  it.each([
    [
      'the recording quota is full',
      { 'PUT recordings/*': { status: 509 } },
      "Votre quota d'enregistrement est dépassé.",
    ],
    ['the address call fails', { 'GET recordings/*/download/uri/': { status: 500 } }, 'Une erreur est survenue.'],
    ['the address is malformed', { 'GET recordings/*/download/uri/': { malformed: true } }, 'Une erreur est survenue.'],
  ])('should say so when %s, and offer to try again', async (_, force, message) => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const { clear } = await pickShows(page);
    await forceAnswer(page, force);
    await load(page, url(`/download/${clear}`));
    await page.getByRole('button', { name: 'Enregistrer et télécharger' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`Le téléchargement a échoué. ${message}`);
    await page.getByRole('button', { name: 'Réessayer le téléchargement' }).waitFor();
  });
});

describe('when the network goes away during a download', () => {
  it('should say so, keep nothing of it (after a reload too), and start again once back online', async () => {
    const { page, url, context } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const { clear } = await pickShows(page);
    await load(page, url(`/download/${clear}`));
    await page.getByRole('button', { name: 'Enregistrer et télécharger' }).click();
    const progress = page.getByRole('progressbar', { name: 'Progression du téléchargement' });
    await expect
      .poll(async () => Number((await progress.getAttribute('value', { timeout: 30_000 })) ?? 0), { timeout: 60_000 })
      .toBeGreaterThan(0);

    await context.setOffline(true);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 45_000 });
    expect(await alert.textContent()).toBe(
      'Le téléchargement a échoué. Pas de connexion réseau. Vérifiez votre connexion et réessayez. ' +
        'Ce qui avait été téléchargé est supprimé : rien d’incomplet n’est gardé, et le téléchargement reprendra depuis le début.',
    );
    expect(await progress.count()).toBe(0);
    await page.getByText('Aucun programme téléchargé.').waitFor();
    await browser().screenshotBothThemes('web-download-interrupted');

    await context.setOffline(false);
    await page.reload();
    // The list shows incomplete downloads too: none is left in the browser's storage.
    await page.getByText('Aucun programme téléchargé.').waitFor({ timeout: 30_000 });

    await page
      .getByRole('button', { name: /^(Enregistrer et télécharger|Télécharger pour regarder hors ligne)$/ })
      .click();
    await expect
      .poll(async () => Number((await progress.getAttribute('value', { timeout: 30_000 })) ?? 0), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Annuler le téléchargement' }).click();
    await page.getByRole('button', { name: 'Télécharger pour regarder hors ligne' }).waitFor();
  }, 180_000);
});
