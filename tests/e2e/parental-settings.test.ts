import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();
const challenge = (page: Page) => page.getByRole('dialog', { name: 'Code parental' });
const heading = (page: Page) => page.getByRole('heading', { name: 'Contrôle parental', level: 1 });

async function passChallenge(page: Page, pin: string) {
  await challenge(page).locator('input').fill(pin);
  await challenge(page).getByRole('button', { name: 'Valider' }).click();
  await heading(page).waitFor();
}

describe('parental control settings on the web (spec points 2, 4, 5)', () => {
  it('should let an account without a PIN create one with a level, refusing a confirmation that differs; the code is then asked', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'basic@example.com', /^\/home$/);
    await load(page, url('/parentalcontrol'));
    await heading(page).waitFor();
    expect(await challenge(page).count()).toBe(0);
    await page.getByLabel('Nouveau code (4 chiffres)').fill('4321');
    await page.getByLabel('Confirmez le nouveau code').fill('4322');
    await page.getByLabel('Niveau de protection').selectOption({ label: 'Code demandé au-delà de 12 ans' });
    await page.getByRole('button', { name: 'Créer le code' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Les codes saisis ne sont pas identiques.');
    expect(await page.getByLabel('Nouveau code (4 chiffres)').inputValue()).toBe('4321');
    await browser().screenshotBothThemes('web-parentalcontrol-create-mismatch');

    await page.getByLabel('Confirmez le nouveau code').fill('4321');
    await page.getByRole('button', { name: 'Créer le code' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Votre code parental et le niveau de protection sont enregistrés.' })
      .waitFor();
    await browser().screenshotBothThemes('web-parentalcontrol-saved');

    // The account has a PIN now: the screen is behind the challenge, and offers the change.
    await load(page, url('/home'));
    await waitForPath(page, /^\/home$/);
    await load(page, url('/parentalcontrol'));
    await passChallenge(page, '4321');
    await page.getByLabel('Code actuel').waitFor();
    expect(await page.getByLabel('Niveau de protection').inputValue()).toBe('12');
  });

  it('should change the PIN and level of the demo account after the challenge, saying a wrong current code and keeping what was typed', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    await load(page, url('/parentalcontrol'));
    await passChallenge(page, '1234');
    await browser().screenshotBothThemes('web-parentalcontrol-update');
    await page.getByLabel('Code actuel').fill('0000');
    await page.getByLabel('Nouveau code (4 chiffres)').fill('5678');
    await page.getByLabel('Confirmez le nouveau code').fill('5678');
    await page.getByLabel('Niveau de protection').selectOption({ label: 'Code demandé pour tout programme classé' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    expect(await page.getByLabel('Nouveau code (4 chiffres)').inputValue()).toBe('5678');
    expect(await page.getByLabel('Niveau de protection').inputValue()).toBe('0');
    await page.getByLabel('Code actuel').fill('1234');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').filter({ hasText: 'enregistrés' }).waitFor();
  });

  it('should say a provider failure (forced 500) and keep the form as typed', async () => {
    const { page, url } = browser();
    await signInOnWeb(browser(), 'basic@example.com', /^\/home$/);
    await demoControls(page, { force: { 'POST parentalcontrol/create/': { status: 500 } } });
    await load(page, url('/parentalcontrol'));
    await page.getByLabel('Nouveau code (4 chiffres)').fill('2468');
    await page.getByLabel('Confirmez le nouveau code').fill('2468');
    await page.getByRole('button', { name: 'Créer le code' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    expect(await page.getByLabel('Confirmez le nouveau code').inputValue()).toBe('2468');
    await page.getByRole('button', { name: 'Créer le code' }).waitFor();
  });
});
