import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, demoControls, expectVideoAdvancing, signInOnWeb, videoTime, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';
import { focusedRail, openTv, pressUntil } from './tv-vod-remote';

/** VOD on TV (issue 36, item 4) at 1080p, with the remote's keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const FOR_SALE = '/tv/vod/show/vod-film-1/product/p-vod-film-1-rent';
const GEO_BLOCKED =
  "Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.";
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const vodCall = (method: string, path: RegExp) => (request: Request) =>
  request.method() === method && path.test(new URL(request.url()).pathname);

describe('VOD on TV with the remote', () => {
  it('should be reached from the menu, open a title, come back with Back to its card, and play a held title at its bookmark', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/home');
    await expectVisibleFocus(page, 20_000);
    await page.keyboard.press('Escape');
    await menu(page).waitFor();
    await pressUntil(page, 'ArrowDown', /^VOD$/, 12);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod$/);
    await page.getByRole('heading', { level: 1, name: 'Vidéo à la demande' }).waitFor();
    await page.getByRole('list', { name: 'À la une' }).waitFor();
    // The first card of the first rail; no adult category among the rails.
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    expect(await page.getByRole('list', { name: /Adultes/ }).count()).toBe(0);
    await page.getByRole('list', { name: 'Films · Action' }).waitFor();
    await pressUntil(page, 'ArrowRight', /^Nachtzug nach Chur/);
    const card = await expectVisibleFocus(page);
    await session.screenshotBothThemes('tv-vod-screen');

    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/show\/vod-film-2\/product\/p-vod-film-2-rent$/);
    const dialog = page.getByRole('dialog', { name: 'Nachtzug nach Chur' });
    await dialog.getByText('Vous pouvez regarder ce titre : votre licence est en cours.').waitFor();
    expect(await dialog.getByText(/^Dès \d+\.\d0\sCHF$/).count()).toBe(1);
    expect(await dialog.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^français/)]),
    );
    await expectFocusOn(page, 'Reprendre à 15:00');
    await session.screenshotBothThemes('tv-vod-product');

    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod$/);
    await expectFocusOn(page, card);

    // Held: it plays full screen, resumed at the demo's bookmark (15:00).
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Reprendre à 15:00');
    const licence = page.waitForRequest(vodCall('POST', /\/vod\/product\/p-vod-film-2-rent\/licence\/?$/));
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/vod\?show=vod-film-2&product=p-vod-film-2-rent&bookmark=900$/);
    await licence;
    await expectVideoAdvancing(page);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(900);
    // No channel to zap to in a VOD title: the player tells its controls key, not the zapping keys.
    await page.getByText('OK : commandes', { exact: true }).waitFor();
    expect(await page.getByText('P+/P-', { exact: false }).count()).toBe(0);
    await session.screenshot('tv-vod-playing');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod\/show\/vod-film-2\/product\/p-vod-film-2-rent$/);
  });

  it('should pass axe-core on the rails, rent a title with a wrong then a right promo code typed on the on-screen keyboard, and play it', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/vod');
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    expect(await axeViolationsInBothThemes(page, 'tv-vod')).toEqual([]);

    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/show\/vod-film-1\/product\/p-vod-film-1-rent$/);
    const dialog = page.getByRole('dialog', { name: 'Le Dernier Col' });
    await dialog.getByText('Location valable 48 heures.').waitFor();
    await expectFocusOn(page, /^Louer pour \d+\.\d0\sCHF$/);
    expect(await axeViolationsInBothThemes(page, 'tv-vod-product')).toEqual([]);
    await session.screenshotBothThemes('tv-vod-purchase-form');

    // Left reaches the keyboard; "a" typed with Enter is a wrong code.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'a');
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowRight', /^Louer pour /, 8);
    await page.keyboard.press('Enter');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("Ce code promotionnel n'est pas valable.");
    await session.screenshotBothThemes('tv-vod-purchase-wrong-code');

    // Back on the keyboard: Backspace deletes the "a", then the right code, Right to the button.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('demo2026');
    await dialog.getByText('demo2026', { exact: true }).waitFor();
    await pressUntil(page, 'ArrowRight', /^Louer pour /, 8);
    await page.keyboard.press('Enter');
    await dialog.getByText('Louer « Le Dernier Col » gratuitement ?').waitFor();
    await expectFocusOn(page, 'Confirmer');
    await session.screenshotBothThemes('tv-vod-purchase-confirm');
    const purchase = page.waitForRequest(vodCall('POST', /\/vod\/product\/p-vod-film-1-rent\/purchase\/?$/));
    await page.keyboard.press('Enter');
    await purchase;
    // The licence, as the web tells it, beside Play (focused): seen before the title fills the screen.
    await dialog.getByText('C’est fait : votre licence est valable 48 heures.').waitFor();
    await expectFocusOn(page, 'Regarder');
    await session.screenshotBothThemes('tv-vod-purchased');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/vod\?show=vod-film-1&product=p-vod-film-1-rent&bookmark=0$/);
    await expectVideoAdvancing(page);
  });

  it('should pass over a rail still loading: Down reaches the next rail with cards, and Right moves along it (found by bench:dpad: the remote was stuck)', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    // The second rail (Films · Action) loads for longer than the test.
    await demoControls(page, { force: { 'GET vod/hierarchy/44862*': { delay: 60_000 } } });
    await page.goto(session.url('/tv/vod'));
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    await page.getByRole('list', { name: 'Films · Comédie' }).getByRole('button').first().waitFor();
    await page.keyboard.press('ArrowDown');
    const first = await expectFocusOn(page, /./);
    expect(await focusedRail(page)).toBe('Films · Comédie');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await focusState(page)).name).not.toBe(first);
    expect(await focusedRail(page)).toBe('Films · Comédie');
  });

  it('should say the VOD quota after the quote is confirmed', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, FOR_SALE);
    await demoControls(page, { force: { 'POST vod/product/*/purchase/': { status: 509 } } });
    const dialog = page.getByRole('dialog', { name: 'Le Dernier Col' });
    await expectFocusOn(page, /^Louer pour /, 20_000);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('demo2026');
    await pressUntil(page, 'ArrowRight', /^Louer pour /, 8);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Confirmer');
    await page.keyboard.press('Enter');
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Vous avez atteint le nombre maximal de locations en cours.');
    await session.screenshot('tv-vod-purchase-quota');
  });

  it('should block a country-locked account before it types anything', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, FOR_SALE, 'abroad@example.com');
    const blocked = page.getByRole('dialog', { name: 'Le Dernier Col' });
    await blocked.getByRole('alert').waitFor({ timeout: 20_000 });
    expect(await blocked.getByRole('alert').textContent()).toBe(GEO_BLOCKED);
    expect(await blocked.getByRole('group', { name: 'Clavier' }).count()).toBe(0);
    expect(await blocked.getByRole('button', { name: /^Louer pour / }).count()).toBe(0);
    await session.screenshotBothThemes('tv-vod-purchase-blocked-abroad');
  });

  it('should let a former customer open a season, an episode, and come back with Back to the episode then to the season card', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/vod', 'former@example.com');
    await page.getByRole('heading', { level: 1, name: 'Vidéo à la demande' }).waitFor();
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    await pressUntil(page, 'ArrowDown', /^Les Secrets du Lac – saison 1$/, 12);
    const card = await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/season\/vod-season-lac-1$/);
    const season = page.getByRole('dialog', { name: 'Les Secrets du Lac – saison 1' });
    await season.getByRole('heading', { name: 'Épisodes' }).waitFor();
    await expectFocusOn(page, /^Les Secrets du Lac S1E1/);
    await page.keyboard.press('ArrowDown');
    const episode = await expectFocusOn(page, /^Les Secrets du Lac S1E2/);
    await session.screenshotBothThemes('tv-vod-season');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/season\/vod-season-lac-1\/show\/vod-ep-lac-1-2\/product\/[^/]+$/);
    await page.getByRole('dialog', { name: 'Les Secrets du Lac S1E2' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod\/season\/vod-season-lac-1$/);
    await expectFocusOn(page, episode);
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod$/);
    await expectFocusOn(page, card);
  });

  it("should open home's VOD card on the VOD screen, not on live, and come back to home's card with Back", async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/home');
    await expectVisibleFocus(page, 20_000);
    await pressUntil(page, 'ArrowDown', /^Le Dernier Col/, 25);
    const card = await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/show\/vod-film-1\/product\/p-vod-film-1-rent$/);
    await page.getByRole('dialog', { name: 'Le Dernier Col' }).waitFor();
    await expectFocusOn(page, /^Louer pour /);
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/home$/);
    await expectFocusOn(page, card);
  });
});
