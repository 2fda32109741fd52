import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, signInOnWeb, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';
import { diagnosticsValue } from './diagnostics';

/** The TV's device pages (diagnostics, performance test, privacy) reached from the settings, keys only, at 1920x1080. */
const browser = browserPerTest({ width: 1920, height: 1080 });

/** Presses Down in the settings until the focus is on `entry` (the preferences come first: a dozen buttons; then the account, about six). */
async function walkDownTo(page: Page, entry: string): Promise<void> {
  for (let step = 0; step < 24; step += 1) {
    if ((await focusState(page)).name === entry) return;
    const before = (await focusState(page)).name;
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await focusState(page)).name, { timeout: 5_000 }).not.toBe(before);
  }
  await expectFocusOn(page, entry);
}

describe('TV device pages from the settings', () => {
  it('should show the running engine’s diagnostics, measure the demo provider, and come back to the focused entry with Back', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/settings'));
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);

    await walkDownTo(page, 'Diagnostic');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/diagnostic$/);
    await expectFocusOn(page, 'Copier pour le support');
    await expect
      .poll(() => diagnosticsValue(page, 'Navigateur', 'Moteur'), { timeout: 10_000 })
      .toMatch(/^Chromium \d+$/);
    expect(await diagnosticsValue(page, 'Navigateur', 'Écran')).toMatch(/^1920 × 1080/);
    expect(await diagnosticsValue(page, 'Lecture vidéo', 'Media Source')).toBe('oui');
    expect(await diagnosticsValue(page, 'Lecture vidéo', 'ClearKey')).toBe('oui');
    expect(await diagnosticsValue(page, 'Lecture vidéo', 'H.264')).toBe('oui');
    // The clock was checked against the provider's date on start: a skew in seconds, not unknown.
    await expect.poll(() => diagnosticsValue(page, 'Horloge', 'Écart avec le fournisseur')).toMatch(/^[+-]?\d+\.\d s$/);
    await session.screenshotBothThemes('tv-diagnostic');
    // Down goes into the details, which scroll with the remote.
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Détails du diagnostic');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, 'Diagnostic');

    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Test de performance');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/performance\/[\w-]+$/);
    await expectFocusOn(page, 'Annuler le test');
    const results = page.getByRole('region', { name: 'Résultats' });
    await results.waitFor({ timeout: 30_000 });
    expect(await results.textContent()).toMatch(/Débit\d+(\.\d)? Mbit\/s/);
    expect(await results.textContent()).toMatch(/Temps de réponse médian\d+ ms/);
    await expectFocusOn(page, 'Relancer le test');
    await session.screenshotBothThemes('tv-performance');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, 'Test de performance');
  });

  it('should clear what the device keeps from the privacy page, and come back to its entry with Back', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/settings'));
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
    await walkDownTo(page, 'Confidentialité');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/privacy$/);
    await expectFocusOn(page, 'Effacer : Session');
    await page.getByText(/^Gardé dans un cookie .* · Éléments : 1$/).waitFor();
    await session.screenshotBothThemes('tv-privacy');
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page, 'Effacer : Préférences');
    await page.keyboard.press('Enter');
    await page.getByText('Effacé : Préférences.').waitFor();
    // The provider's privacy policy, served beside the app, read in the web view; Back closes it.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Effacer : Session');
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, 'Lire la politique de confidentialité');
    await page.keyboard.press('Enter');
    await expectFocusOn(page, 'Politique de confidentialité du fournisseur');
    await page.getByText(/^Zapline garde sur votre appareil le jeton de votre session/).waitFor();
    await session.screenshotBothThemes('tv-privacy-policy');
    await page.keyboard.press('Escape');
    await expectFocusOn(page, 'Lire la politique de confidentialité');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, 'Confidentialité');
  });

  it('should list the zap times of the channels just played (choice to first frame)', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/player/live?channel=ch2'));
    await expectFocusOn(page, /^Commandes$/, 20_000);
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('PageUp');
    await expectVideoAdvancing(page, 1);
    // To the settings inside the app (the measures live in this page): the menu, Left off the controls.
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    for (let step = 0; step < 16 && (await expectVisibleFocus(page)) !== 'Réglages'; step += 1)
      await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Réglages');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/);
    await walkDownTo(page, 'Diagnostic');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/diagnostic$/);
    const zaps = page.getByRole('region', { name: 'Derniers changements de chaîne' }).locator('dd');
    await expect
      .poll(() => zaps.allTextContents())
      .toEqual([expect.stringMatching(/^\d+ ms$/), expect.stringMatching(/^\d+ ms$/)]);
  });

  it('should cancel a run with Back, and stay on the page', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/performance/3g'));
    await expectFocusOn(page, 'Annuler le test', 20_000);
    await page.keyboard.press('Escape');
    await page.getByText('Test annulé.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/tv/performance/3g');
    await expectFocusOn(page, 'Relancer le test');
  });
});
