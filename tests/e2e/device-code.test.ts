import { describe, expect, it } from 'vitest';
import { browserPerTest, load, waitForPath } from './browser';
import { expectFocusOn } from './tv-focus';

const browser = browserPerTest({ width: 1280, height: 800 });

describe('device code sign-in across tabs: the TV shows a code, the web pairing page grants it', () => {
  it('should sign the TV tab in once the web tab has entered its code', async () => {
    const { page: tv, context, url, screenshot } = browser();
    await load(tv, url('/tv/login'));
    // The remote's focus lands once the prerendered page is the app's (hydrated): keys before are lost.
    await expectFocusOn(tv, 'tv-email');
    for (let step = 0; step < 3; step += 1) await tv.keyboard.press('ArrowDown');
    await expectFocusOn(tv, 'Se connecter avec un code');
    await tv.keyboard.press('Enter');
    const shown = tv.getByLabel("Code d'activation");
    await shown.waitFor();
    const code = (await shown.textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await screenshot('tv-device-code');

    const web = await context.newPage();
    await web.goto(url('/login?redirect=%2Fpair'));
    await web.getByLabel('E-mail').fill('demo@example.com');
    await web.getByLabel('Mot de passe').fill('demo1234');
    await web.getByRole('button', { name: 'Se connecter' }).last().click();
    await waitForPath(web, /^\/pair$/);
    await web.getByLabel("Code d'activation").fill('abc');
    await web.getByRole('button', { name: 'Associer' }).click();
    await expect.poll(() => web.getByRole('alert').textContent()).toBe('Le format du code saisi semble incorrect.');
    await web.getByLabel("Code d'activation").fill(code.toLowerCase());
    await web.getByRole('button', { name: 'Associer' }).click();
    // Never granted in one click: the device asking is shown and the user confirms.
    await web.getByRole('alertdialog').filter({ hasText: code.toUpperCase() }).waitFor();
    await web.getByRole('button', { name: 'Autoriser ce téléviseur' }).click();
    await web.getByRole('status').filter({ hasText: 'Votre téléviseur est associé' }).waitFor();

    await waitForPath(tv, /^\/tv\/home$/, 30_000);
  });
});
