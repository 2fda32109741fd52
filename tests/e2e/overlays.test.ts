import { describe, expect, it } from 'vitest';
import { browserPerTest, signInOnWeb } from './browser';

const browser = browserPerTest();

const signIn = (email: string) => signInOnWeb(browser(), email, /^\/home$/);

/** Screenshots in both themes (the theme is a data attribute of the root element). */
async function screenshotBothThemes(name: string) {
  const { page, screenshot } = browser();
  await screenshot(`${name}-amber`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'crimson'));
  await screenshot(`${name}-crimson`);
  await page.evaluate(() => (document.documentElement.dataset.theme = 'amber'));
}

const followed = () => browser().page.evaluate(() => globalThis.demoProvider!.backend.usage.backupConfig('demo@example.com')?.people ?? []);

describe('web detail overlays', () => {
  it('should open a show overlay from a home card with its details, actions and people', async () => {
    const { page } = browser();
    await signIn('demo@example.com');
    const card = page.getByRole('region', { name: 'Vos chaînes préférées' }).getByRole('listitem').first();
    const title = await card.getByRole('link').locator(':scope > span:nth-child(2) > span').first().textContent();
    await card.getByRole('link').click();
    await page.waitForURL(/\/home\/show\/[^/]+$/);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe(title);
    await expect.poll(() => dialog.getByRole('heading', { name: 'Informations' }).count()).toBe(1);
    const terms = await dialog.locator('dt').allTextContents();
    expect(terms).toEqual(expect.arrayContaining(['Chaîne', 'Diffusion', 'Année', 'Pays', 'Note', 'Âge']));
    // A current show on a playable channel: watch it live, on the live screen.
    expect(await dialog.getByRole('link', { name: 'Regarder en direct' }).getAttribute('href')).toMatch(/^\/live\/normal\?play=/);
    expect(await dialog.getByRole('heading', { name: 'Résumé' }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Générique' }).count()).toBe(1);
    await screenshotBothThemes('web-overlay-show');
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    await page.waitForURL('**/home');
  });

  it('should follow and unfollow a person from the people overlay', async () => {
    const { page, url } = browser();
    await signIn('demo@example.com');
    await page.goto(url('/home/people/Camille%20Laurent'));
    const dialog = page.getByRole('dialog', { name: 'Camille Laurent' });
    await expect.poll(() => dialog.getByRole('heading', { name: 'Ses émissions' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Suivre' }).click();
    await expect.poll(followed).toEqual(['Camille Laurent']);
    await expect.poll(() => dialog.getByRole('button', { name: 'Ne plus suivre' }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshotBothThemes('web-overlay-people');
    await dialog.getByRole('link', { name: 'Fermer' }).click();
    await page.getByRole('region', { name: 'Vos acteurs', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('region', { name: 'Vos acteurs', exact: true }).getByRole('link', { name: 'Camille Laurent' }).count()).toBe(1);
    await page.getByRole('region', { name: 'Vos acteurs', exact: true }).getByRole('link', { name: 'Camille Laurent' }).click();
    await dialog.getByRole('button', { name: 'Ne plus suivre' }).click();
    await expect.poll(followed).toEqual([]);
    await expect.poll(() => dialog.getByRole('button', { name: 'Suivre' }).count()).toBe(1);
  });

  it('should list a series by season and tell what it is about', async () => {
    const { page, url } = browser();
    await signIn('demo@example.com');
    await page.goto(url('/home/serie/serie-ch1'));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Épisodes' }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('listitem').filter({ has: page.locator('a[href^="/home/show/"]') }).count()).toBeGreaterThan(0);
    await screenshotBothThemes('web-overlay-serie');
    await dialog.getByRole('link', { name: 'À propos' }).click();
    await page.waitForURL('**/home/serie/serie-ch1?tab=about*');
    await expect.poll(() => dialog.getByRole('heading', { name: 'À propos' }).count()).toBe(1);
  });
});
