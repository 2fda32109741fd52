import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, expectVideoAdvancing, load, type BrowserSession, waitForPath } from './browser';
import {
  expectFocusOn,
  expectVisibleFocus,
  pressKeyCode,
  pressTogether,
  pressWithVisibleFocus,
  sameChannel,
} from './tv-focus';

const browser = browserPerTest({ width: 1920, height: 1080 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/**
 * Opens a TV address and waits until the demo provider's service worker controls the page: on a
 * fresh profile MSW reloads the page once before that, which would eat the first keys typed.
 */
async function openTv({ page, url }: BrowserSession, path: string): Promise<void> {
  await load(page, url(path));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null).catch(() => false), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Signs in on the TV's own form with the remote's keys, and waits for the first screen's focus. */
async function signInOnTv(session: BrowserSession, email: string, landing = /^\/tv\/home$/): Promise<void> {
  const { page } = session;
  await openTv(session, '/tv/login');
  await expectFocusOn(page, 'tv-email');
  await page.keyboard.type(email);
  await expect.poll(() => page.inputValue('#tv-email')).toBe(email);
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, 'tv-password');
  await page.keyboard.type('demo1234');
  await expect.poll(() => page.inputValue('#tv-password')).toBe('demo1234');
  await page.keyboard.press('Enter');
  // A loaded shared machine signs in slowly.
  await waitForPath(page, landing, 40_000);
}

/** From the sign-in form, down to "sign in with a code" and Enter. */
async function askForCode(page: Page): Promise<void> {
  await expectFocusOn(page, 'tv-email');
  for (let step = 0; step < 3; step += 1) await pressWithVisibleFocus(page, 'ArrowDown');
  await expectFocusOn(page, 'Se connecter avec un code');
  await page.keyboard.press('Enter');
}

describe('TV menu: from every screen, with the remote', () => {
  it('should open with Left off the first column and with Back on top-level screens, close with Back and give the focus back', async () => {
    const session = browser();
    const { page } = session;
    await signInOnTv(session, 'demo@example.com');
    const first = await expectVisibleFocus(page);

    // Left off the first card of the home's first rail.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    await menu(page).waitFor();
    await session.screenshotBothThemes('tv-menu');
    await page.keyboard.press('Escape');
    await expectFocusOn(page, first);
    expect(await menu(page).count()).toBe(0);

    // Back on home (top-level), then to live through the menu.
    await page.keyboard.press('ArrowRight');
    const second = await expectVisibleFocus(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Accueil');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Direct');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/live\/normal$/);
    await expectFocusOn(page, /^\d+\. /);
    expect(await menu(page).count()).toBe(0);

    // On live: Back opens it on its own entry, Right closes it too.
    const onLive = await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Direct');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, sameChannel(onLive));

    // Left then Right within one task, before the menu's check of Left runs (a loaded TV): the focus
    // went to the first card and came back, so Left did not fall off the screen and no menu opens.
    await page.keyboard.press('ArrowRight');
    const secondCard = await expectVisibleFocus(page);
    expect(secondCard).not.toMatch(sameChannel(onLive));
    await pressTogether(page, [
      ['ArrowLeft', 37],
      ['ArrowRight', 39],
    ]);
    await page.waitForTimeout(300);
    expect(await menu(page).count()).toBe(0);
    await expectFocusOn(page, sameChannel(secondCard));
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, sameChannel(onLive));

    // Unused colour and media keys do nothing (green is "reminder later").
    for (const code of [403, 404, 405, 406, 415, 19, 457]) {
      expect(await pressKeyCode(page, code)).toBe(true);
      await expectFocusOn(page, sameChannel(onLive));
    }
    expect(new URL(page.url()).pathname).toBe('/tv/live/normal');
    expect(await menu(page).count()).toBe(0);
  });

  it('should leave the player with one webOS Back (461), never two', async () => {
    const session = browser();
    const { page } = session;
    await signInOnTv(session, 'demo@example.com');
    await openTv(session, '/tv/live/normal');
    await expectFocusOn(page, /^1\. /);
    const chosen = await pressWithVisibleFocus(page, 'ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/live\?channel=/);
    await expectVideoAdvancing(page, 1);
    const entries = await page.evaluate(() => history.length);
    expect(await pressKeyCode(page, 461)).toBe(true);
    await waitForPath(page, /^\/tv\/live\/normal$/);
    await expectFocusOn(page, sameChannel(chosen));
    // One step back only: the history keeps the player ahead, and live was not left too.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/tv/live/normal');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // On a top-level screen the next Back opens the menu instead of leaving the app.
    expect(await pressKeyCode(page, 461)).toBe(true);
    await menu(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tv/live/normal');
  });
});

describe('TV sign-in and session', () => {
  it('should sign in with a code whose QR code a phone reads, and ask for a new code on 410', async () => {
    const session = browser();
    const { page, url } = session;
    await openTv(session, '/tv/login');
    await askForCode(page);
    const shown = page.getByLabel("Code d'activation");
    await shown.waitFor();
    const code = (await shown.textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expectFocusOn(page, 'Revenir au formulaire');
    const qr = page.getByRole('img', { name: /^Code QR de l’adresse / });
    const image = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(url(`/pair?code=${code}`));
    await page.getByText(url('/pair')).first().waitFor();
    await session.screenshotBothThemes('tv-device-code');

    // The provider says the code expired (410): a new one comes by itself.
    await demoControls(page, { force: { 'POST auth/device/token/': { status: 410 } } });
    await expect.poll(async () => (await shown.textContent())?.trim(), { timeout: 15_000 }).not.toBe(code);
    await demoControls(page, null);
    await expectFocusOn(page, 'Revenir au formulaire');
  });

  it('should say why no code could be had, with Retry and Cancel', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/login');
    await demoControls(page, { force: { 'POST auth/device/code/': { status: 500 } } });
    await askForCode(page);
    await page.getByRole('alert').filter({ hasText: 'Impossible d’obtenir un code de connexion.' }).waitFor();
    await expectFocusOn(page, 'Réessayer');
    await session.screenshotBothThemes('tv-device-code-failed');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Annuler');
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Réessayer');
    await demoControls(page, null);
    await page.keyboard.press('Enter');
    await page.getByLabel("Code d'activation").waitFor();
    // Back leaves the code for the form; a second failure is cancelled with Cancel.
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'tv-email');
    await demoControls(page, { force: { 'POST auth/device/code/': { status: 500 } } });
    await askForCode(page);
    await page.getByRole('alert').filter({ hasText: 'Impossible d’obtenir un code de connexion.' }).waitFor();
    await expectFocusOn(page, 'Réessayer');
    await pressWithVisibleFocus(page, 'ArrowRight');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'tv-email');
  });

  it('should sign in with a token link on TV, and drop the token from the address', async () => {
    const session = browser();
    const { page, url, context } = session;
    await signInOnTv(session, 'demo@example.com');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'session_token')?.value;
    expect(token).toBeTruthy();
    await context.clearCookies();
    await load(page, url(`/tv/auth/demo@example.com/${token}/`));
    await waitForPath(page, /^\/tv\/home$/);
    await expectVisibleFocus(page);
    expect(page.url()).not.toContain(decodeURIComponent(token!));
  });

  it('should send a former customer to /logout/1 and tell why', async () => {
    const session = browser();
    const { page } = session;
    await signInOnTv(session, 'former@example.com', /^\/tv\/logout\/1$/);
    await page.getByRole('heading', { name: 'Votre abonnement est terminé' }).waitFor();
    await expectFocusOn(page, 'Se connecter avec un autre compte');
    await session.screenshotBothThemes('tv-logout-deleted');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/login$/);
    await expectFocusOn(page, 'tv-email');
  });

  it('should say why the session ended when the provider ends it', async () => {
    const session = browser();
    const { page } = session;
    await signInOnTv(session, 'demo@example.com');
    await expectVisibleFocus(page);
    await demoControls(page, { force: { '* *': { status: 401 } } });
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: "Vous avez été déconnecté car trop d'appareils utilisent le même compte." })
      .first()
      .waitFor({ timeout: 20_000 });
    await demoControls(page, null);
    await session.screenshot('tv-session-expired');
  });
});
