import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, load, waitForPath } from './browser';

const browser = browserPerTest();

async function signIn(email: string) {
  const { page } = browser();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
}

describe('web layout: the walking skeleton', () => {
  it('should ask a visitor to sign in when playing, then play the channel whose video advances', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/'));
    await waitForPath(page, /^\/home$/);
    await load(page, url('/live'));
    await waitForPath(page, /^\/live\/normal$/);
    await expect.poll(() => page.title()).toBe('Zapline - En direct');
    const channels = page.getByRole('list', { name: 'Chaînes' });
    await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThan(5);
    // The first channels are free to air; the others ask a visitor to sign in.
    await channels.getByRole('button').nth(5).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.waitFor();
    await screenshot('web-login-dialog');
    await dialog.getByLabel('E-mail').fill('demo@example.com');
    await dialog.getByLabel('Mot de passe').fill('demo1234');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expectVideoAdvancing(page, 2);
    await screenshot('web-playing');
  });

  it.each([
    ['/live/normal', 'En direct'],
    ['/tv/home', 'Zapline'],
  ])('should paint %s from the page itself before any script (%s), and the app take it over', async (path, shown) => {
    const { page, url } = browser();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(url(path), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByText(shown, { exact: true }).first().isVisible()).toBe(true);
    await page.unroute('**/*.js');
    await load(page, url(path));
    await page.getByRole('main').waitFor();
    // A visitor is sent to the sign-in: the TV's brand shown while a session is checked is gone.
    await expect.poll(() => page.locator('.boot-shell').count()).toBe(0);
  });

  it('should sign in from the login page and go back to the page asked for', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/vod'));
    await waitForPath(page, /^\/login\?redirect=%2Fvod%2F0$/);
    await expect.poll(() => page.title()).toBe('Zapline - Connexion');
    await screenshot('web-login');
    await signIn('demo@example.com');
    await waitForPath(page, /^\/vod\/0$/);
  });

  it('should explain a wrong password in French and keep the e-mail', async () => {
    const { page, url } = browser();
    await load(page, url('/login'));
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email ou mot de passe incorrect, veuillez réessayer.');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('demo@example.com');
  });

  it('should sign out and forget the session cookie', async () => {
    const { page, url, context } = browser();
    await load(page, url('/login'));
    await signIn('demo@example.com');
    await waitForPath(page, /^\/home$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'session_token')).toBe(true);
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await waitForPath(page, /^\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'session_token')).toBe(false);
  });

  it('should switch language and theme and remember both', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/home'));
    await page.getByLabel('Langue').selectOption('de');
    await page.getByLabel('Design').selectOption('crimson');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Startseite');
    // The page comes in German from the server (the language cookie); the app then applies the theme.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('crimson');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot('web-home-crimson-de');
  });

  it('should show the live screen, the player and the login page in the second theme', async () => {
    const { page, url, screenshot } = browser();
    await load(page, url('/login'));
    await page.getByLabel('Thème').selectOption('crimson');
    await screenshot('web-login-crimson');
    await signIn('demo@example.com');
    await waitForPath(page, /^\/home$/);
    await load(page, url('/live/normal?play=ch3'));
    await expectVideoAdvancing(page, 1.5);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('crimson');
    await screenshot('web-playing-crimson');
  });
});
