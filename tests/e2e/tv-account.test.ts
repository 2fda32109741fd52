import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';

/** The TV's account pages (parental control, lineup, home rows, feedback), reached from /settings with the remote alone. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const path = (page: Page) => new URL(page.url()).pathname;

/** Signs in on the TV's own sign-in screen with the remote and lands on the settings (or `then`). */
async function signInToSettings({ page, url }: BrowserSession, then = '/settings') {
  await load(page, url(`/tv/login?redirect=${encodeURIComponent(then)}`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('tv-email');
  await page.keyboard.type('demo@example.com');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(`/tv${then}`);
  await expectVisibleFocus(page, 15_000);
}

/** Presses Down on the settings until the focus is on the entry named `name` (the page has about twenty lines). */
async function downTo(page: Page, name: string) {
  for (let step = 0; step < 20; step += 1) {
    if ((await expectVisibleFocus(page)) === name) return;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocusOn(page, name);
}

/** From the settings: Down to the entry, Enter, and the page's heading. */
async function openFromSettings(page: Page, entry: string, to: string) {
  await downTo(page, entry);
  await page.keyboard.press('Enter');
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(to);
}

/** Back leaves the page for the settings (or `to`), the focus on the entry that opened it. */
async function backToEntry(page: Page, entry: string, to = '/tv/settings') {
  await page.keyboard.press('Escape');
  await expect.poll(() => path(page), { timeout: 15_000 }).toBe(to);
  await expectFocusOn(page, entry, 10_000);
}

describe('TV: the account pages from the settings (spec points 2, 5, 6)', () => {
  it('should change the parental PIN with the remote digits after the challenge, and come back to its entry', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInToSettings(session);
    await openFromSettings(page, 'Contrôle parental', '/tv/parentalcontrol');
    const challenge = page.getByRole('dialog', { name: 'Code parental' });
    await challenge.waitFor({ timeout: 15_000 });
    for (const digit of '1234') await page.keyboard.press(digit);
    await page.getByLabel('Code actuel').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await page.keyboard.type('0000');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('5678');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('5678');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, /^Niveau de protection/);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Niveau de protectionCode demandé pour les programmes 18+ seulement');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Enregistrer');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    expect(await page.getByLabel('Nouveau code (4 chiffres)').inputValue()).toBe('5678');
    await screenshotBothThemes('tv-parentalcontrol-wrong-pin');
    // Up to the current code, typed again, and sent from the field with Enter.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id.endsWith('-oldPin'))).toBe(true);
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('1234');
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Votre code parental et le niveau de protection sont enregistrés.' })
      .waitFor();
    await expectFocusOn(page, 'Modifier à nouveau');
    await screenshotBothThemes('tv-parentalcontrol-saved');
    await backToEntry(page, 'Contrôle parental');
  }, 60_000);

  it('should move a channel with the remote (Enter, Down, Enter), save the order, and come back to its entry', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInToSettings(session);
    await openFromSettings(page, 'Ordre des chaînes', '/tv/lineup');
    const list = page.getByRole('list', { name: 'Ordre des chaînes' });
    const names = () => list.getByRole('button').allTextContents();
    await expect.poll(async () => (await names()).length, { timeout: 15_000 }).toBeGreaterThan(3);
    const [first = '', second = '', third = ''] = (await names()).map((name) => name.replace(/^\d+\. /, ''));
    await expectFocusOn(page, `1. ${first}`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, `3. ${first}En main`);
    await screenshotBothThemes('tv-lineup-holding');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, `3. ${first}`);
    expect((await names()).slice(0, 3)).toEqual([`1. ${second}`, `2. ${third}`, `3. ${first}`]);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Enregistrer l’ordre');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'L’ordre de vos chaînes est enregistré.' }).waitFor();
    await screenshotBothThemes('tv-lineup-saved');
    await backToEntry(page, 'Ordre des chaînes');
  }, 60_000);

  it('should hide a home row with Enter and save it, then reach the page from the home’s personalise button', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInToSettings(session);
    await openFromSettings(page, "Personnaliser l'accueil", '/tv/homepersonalize');
    const list = page.getByRole('list', { name: 'Rangées de l’accueil' });
    await list.waitFor({ timeout: 15_000 });
    await expectFocusOn(page, 'Vos chaînes préféréesAffichée');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Vos chaînes préféréesMasquée');
    for (let step = 0; step < 3 && (await expectVisibleFocus(page)) !== 'Enregistrer'; step += 1)
      await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Enregistrer');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Votre page d’accueil est enregistrée.' }).waitFor();
    await screenshotBothThemes('tv-homepersonalize-saved');
    await backToEntry(page, "Personnaliser l'accueil");

    // The home: Up from the first rail to the personalise button, Enter, and Back to it.
    await load(page, session.url('/tv/home'));
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { level: 2, name: 'Vos chaînes préférées' }).count()).toBe(0);
    await expectVisibleFocus(page, 15_000);
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, "Personnaliser l'accueil");
    await screenshotBothThemes('tv-home-personalize-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page), { timeout: 15_000 }).toBe('/tv/homepersonalize');
    await list.waitFor({ timeout: 15_000 });
    await backToEntry(page, "Personnaliser l'accueil", '/tv/home');
  }, 60_000);

  it('should send a message typed on the on-screen keyboard, keep it on failure and retry, and come back to its entry', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInToSettings(session);
    await openFromSettings(page, 'Votre avis', '/tv/feedback');
    await expectFocusOn(page, 'a', 15_000);
    // "bad" with the arrows and Enter: b, a, d.
    for (const key of ['ArrowRight', 'Enter', 'ArrowLeft', 'Enter', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter'])
      await page.keyboard.press(key);
    const typed = page.getByRole('group', { name: 'Votre message' }).locator('p').nth(1);
    await expect.poll(() => typed.textContent()).toBe('bad');
    // Right off the keyboard's last column: the send button.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Envoyer');
    await demoControls(page, { force: { 'POST contact/': { status: 500 } } });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    expect(await typed.textContent()).toBe('bad');
    await expectFocusOn(page, 'Réessayer');
    await screenshotBothThemes('tv-feedback-failed');
    await demoControls(page, null);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Merci ! Votre message a bien été envoyé.' }).waitFor();
    await expectFocusOn(page, 'Écrire un autre message');
    await backToEntry(page, 'Votre avis');
  }, 60_000);
});
