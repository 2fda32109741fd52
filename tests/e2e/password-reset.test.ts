import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerTest, load, waitForPath } from './browser';
import { expectFocusOn } from './tv-focus';

const browser = browserPerTest({ width: 1280, height: 800 });

/** The demo provider's reset page (spec point 5 names no address: derived from the provider's, beside its API). */
const RESET_PATH = '/api/mobile/password/reset/';

describe('password reset from the sign-in screens (spec point 5: it needs a valid e-mail)', () => {
  it("should, on the web, check the e-mail typed in the sign-in form, then open the provider's reset page for it in a new tab", async () => {
    const { page, context, url, screenshot } = browser();
    await load(page, url('/login'));
    await page.getByLabel('E-mail').fill('demo.example.com');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    const field = dialog.getByLabel('E-mail');
    expect(await field.inputValue()).toBe('demo.example.com');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Ouvrir la page de réinitialisation' }).click();
    await dialog.getByText("L'e-mail n'est pas valide.").waitFor();
    expect(await axeViolations(page, 'web-password-reset')).toEqual([]);
    await screenshot('web-password-reset-invalid');

    await field.fill('demo@example.com');
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Ouvrir la page de réinitialisation' }).click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(RESET_PATH);
    expect(new URL(tab.url()).searchParams.get('email')).toBe('demo@example.com');
    await tab.getByRole('heading', { name: 'Réinitialisation du mot de passe' }).waitFor();
    expect(await tab.getByText(/un lien de réinitialisation serait envoyé à/).textContent()).toContain(
      'demo@example.com',
    );
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The sign-in stays as it was, the dialog closed, the typed e-mail kept.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('demo.example.com');
  });

  it('should, on TV, be reached and used with the remote, then open the reset page on the TV', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/tv/login'));
    await expectFocusOn(page, 'tv-email');
    await page.keyboard.type('demo');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Mot de passe oublié ?');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    const field = dialog.getByLabel('E-mail');
    expect(await field.inputValue()).toBe('demo');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText("L'e-mail n'est pas valide.").waitFor();
    expect(await axeViolations(page, 'tv-password-reset')).toEqual([]);
    await screenshot('tv-password-reset-invalid');

    // Back closes it and gives the remote's focus back to its button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectFocusOn(page, 'Mot de passe oublié ?');
    await page.keyboard.press('Enter');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    // Text comes from the TV's on-screen keyboard (the field filled, as it does); the moves are the remote's.
    await field.fill('demo@example.com');
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, 'Ouvrir la page de réinitialisation');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/api\/mobile\/password\/reset\/\?email=demo%40example\.com$/);
    expect(new URL(page.url()).searchParams.get('email')).toBe('demo@example.com');
    await page.getByRole('heading', { name: 'Réinitialisation du mot de passe' }).waitFor();
    await screenshot('tv-password-reset-page');
  });
});
