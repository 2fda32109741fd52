import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();
const list = (page: Page) => page.getByRole('list', { name: 'Ordre des chaînes' });
const names = (page: Page) => list(page).locator('li > span:last-of-type').allTextContents();
const liveNames = async (page: Page) => {
  const channels = page.getByRole('list', { name: 'Chaînes' });
  await expect.poll(() => channels.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(3);
  return channels.getByRole('listitem');
};

async function openLineup(page: Page, url: (path: string) => string) {
  await load(page, url('/lineup'));
  await expect.poll(() => list(page).getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(3);
  return names(page);
}

describe('channel lineup on the web (spec point 7: PUT and DELETE lineup/)', () => {
  it('should reorder with the buttons and the keyboard drag, save, show the order on live, then reset to the original', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const original = await openLineup(page, url);
    const [first = '', second = '', third = ''] = original;

    // Move down: the focus stays on the channel's button.
    await page.getByRole('button', { name: `Descendre ${first}`, exact: true }).click();
    await expect.poll(() => names(page)).toEqual([second, first, third, ...original.slice(3)]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Descendre ${first}`);

    // Keyboard drag with dnd-kit: pick up the third channel, two steps up, drop.
    await page.getByRole('button', { name: `Déplacer ${third}`, exact: true }).focus();
    // Each key waits for dnd-kit's announcement, as a screen reader user would.
    const live = page.locator('[role="status"][aria-live="assertive"]');
    await page.keyboard.press('Space');
    await expect
      .poll(() => live.textContent())
      .toMatch(new RegExp(`^${third} (saisie, position|en position) 3 sur ${original.length}\\.$`));
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.textContent()).toBe(`${third} en position 2 sur ${original.length}.`);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => live.textContent()).toBe(`${third} en position 1 sur ${original.length}.`);
    await page.keyboard.press('Space');
    const edited = [third, second, first, ...original.slice(3)];
    await expect.poll(() => names(page)).toEqual(edited);
    await page.getByText('Ordre modifié, pas encore enregistré.').waitFor();
    await browser().screenshotBothThemes('web-lineup-edited');

    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && /\/lineup\/?$/.test(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Enregistrer l’ordre' }).click();
    await put;
    await page.getByText('L’ordre de vos chaînes est enregistré.').waitFor();

    // Every channel list follows: live first.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Direct' }).click();
    await waitForPath(page, /^\/live\/normal$/);
    const items = await liveNames(page);
    expect(await items.nth(0).textContent()).toContain(third);
    expect(await items.nth(2).textContent()).toContain(first);

    const reset = page.waitForRequest(
      (request) => request.method() === 'DELETE' && /\/lineup\/?$/.test(new URL(request.url()).pathname),
    );
    await load(page, url('/lineup'));
    await expect.poll(() => names(page)).toEqual(edited);
    await page.getByRole('button', { name: 'Revenir à l’ordre d’origine' }).click();
    await reset;
    await expect.poll(() => names(page)).toEqual(original);
  });

  it('should say a refused save (forced 500) and keep the order as edited', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await demoControls(page, { force: { 'PUT lineup/': { status: 500 } } });
    const original = await openLineup(page, url);
    await page.getByRole('button', { name: `Monter ${original[1]}`, exact: true }).click();
    await page.getByRole('button', { name: 'Enregistrer l’ordre' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    expect((await names(page)).slice(0, 2)).toEqual([original[1], original[0]]);
    expect(await page.getByRole('button', { name: 'Enregistrer l’ordre' }).isEnabled()).toBe(true);
    await browser().screenshotBothThemes('web-lineup-refused');
  });
});
