import { describe, expect, it } from 'vitest';
import { browserPerTest, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();

const signIn = (email: string) => signInOnWeb(browser(), email, /^\/(home|vod\/0)$/);

/**
 * Opens `from` and expects to land on `to` (path and query), with the title of the screen. The
 * route is the app's once its document has loaded (the path is then polled): the pictures of the
 * screen (the guide's logos, answered by the demo in the page) need not have arrived.
 */
async function expectRoute(from: string, to: RegExp, title?: string) {
  const { page, url } = browser();
  await load(page, url(from), 'domcontentloaded');
  await waitForPath(page, to);
  if (title) await expect.poll(() => page.title()).toBe(`Zapline - ${title}`);
}

describe('web route table: redirects and guards in order (spec points 2 and 4)', () => {
  it('should redirect and guard for a visitor', async () => {
    await expectRoute('/', /^\/home$/, 'Accueil');
    await expectRoute('/live', /^\/live\/normal$/, 'En direct');
    await expectRoute('/vod', /^\/login\?redirect=%2Fvod%2F0$/, 'Connexion');
    await expectRoute('/feedback', /^\/login\?redirect=%2Ffeedback$/);
    await expectRoute('/recordings', /^\/home$/);
    await expectRoute('/no/such/page', /^\/live\/normal$/);
    await expectRoute('/guide', /^\/guide$/, 'Guide TV');
    // Sign-in guard: every route that needs sign-in, with the full path to come back to.
    await expectRoute('/pair?code=ABCD', /^\/login\?redirect=%2Fpair%3Fcode%3DABCD$/, 'Connexion');
    await expectRoute('/download/x', /^\/login\?redirect=%2Fdownload%2Fx$/);
    await expectRoute('/homepersonalize', /^\/login\?redirect=%2Fhomepersonalize$/);
    await expectRoute('/parentalcontrol', /^\/login\?redirect=%2Fparentalcontrol$/);
    await expectRoute('/lineup', /^\/login\?redirect=%2Flineup$/);
    // Permission guard: a visitor holds no permission.
    await expectRoute('/suggestions', /^\/home$/, 'Accueil');
    await expectRoute('/suggestions/5/replay', /^\/home$/);
    await expectRoute('/mysports', /^\/home$/);
    // Search with a tab and a query; live tabs.
    await expectRoute('/search/people?q=anna', /^\/search\/people\?q=anna$/, 'Recherche');
    await expectRoute('/live/unknown', /^\/live\/normal$/, 'En direct');
    await expectRoute('/live/fast', /^\/live\/normal$/);
    await expectRoute('/live/watchnext', /^\/login\?redirect=%2Flive%2Fwatchnext$/);
  });

  it('should open shortcut overlays over the current screen and keep the deepest title', async () => {
    const { page } = browser();
    /** Follows a shortcut inside the app, as a link would (a full load has no current screen). */
    const follow = (path: string) =>
      page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await expectRoute('/guide', /^\/guide$/, 'Guide TV');
    await follow('/show/some-show');
    await waitForPath(page, /^\/guide\/show\/some-show$/);
    await expect.poll(() => page.title()).toBe('Zapline - Émission');
    await follow('/guide');
    await waitForPath(page, /^\/guide$/);
    await follow('/people/Anna%20Weber');
    await waitForPath(page, /^\/guide\/people\/Anna%20Weber$/);
    await expect.poll(() => page.title()).toBe('Zapline - Personnalité');
  });

  it('should open the live show overlay for /show/{id} with no current screen', async () => {
    await expectRoute('/show/abc', /^\/live\/normal\/show\/abc$/, 'Émission');
  });

  it('should let a subscriber in and redirect the tabs', async () => {
    await signIn('demo@example.com');
    await expectRoute('/recordings', /^\/recordings\/completed$/, 'Enregistrements');
    await expectRoute('/actors', /^\/actors\/subscribed$/, 'Acteurs');
    await expectRoute('/showsactors', /^\/showsactors\/past$/);
    await expectRoute('/mysports', /^\/mysports\/future$/, 'Mes sports');
    await expectRoute('/lineup', /^\/lineup$/, 'Ordre des chaînes');
    await expectRoute('/vod', /^\/vod\/0$/, 'Vidéo à la demande');
  });

  it('should send an account without the permissions home', async () => {
    await signIn('basic@example.com');
    await expectRoute('/recordings/completed', /^\/home$/);
    await expectRoute('/mysports/future', /^\/home$/);
    await expectRoute('/suggestions', /^\/home$/);
    await expectRoute('/lineup', /^\/home$/);
    const menu = browser().page.getByRole('navigation', { name: 'Menu principal' });
    expect(await menu.getByRole('link', { name: 'Enregistrements' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Guide TV' }).count()).toBe(1);
  });

  it('should keep a former customer to VOD and the allowed pages', async () => {
    await signIn('former@example.com');
    await expectRoute('/home', /^\/vod$|^\/vod\/0$/);
    await expectRoute('/guide', /^\/vod\/0$/);
    await expectRoute('/vod/0/show/v1/product/p1', /^\/vod\/0\/show\/v1\/product\/p1$/, 'Offre');
    await expectRoute('/parentalcontrol', /^\/parentalcontrol$/, 'Contrôle parental');
    await browser().screenshot('web-former-customer-vod');
    await expectRoute('/live', /^\/vod$|^\/vod\/0$/);
    await expectRoute('/live/normal/show/12', /^\/vod$|^\/vod\/0$/);
    // The VOD shortcuts open their overlay over VOD, which former customers may reach.
    await expectRoute('/season/s1', /^\/vod\/0\/season\/s1$/, 'Saison');
    await expectRoute('/season/s1/show-vod/v1/product/p1', /^\/vod\/0\/season\/s1\/show\/v1\/product\/p1$/, 'Offre');
    // Logout stays open to them: it signs out and shows the login screen (last, then).
    await expectRoute('/logout', /^\/login$/, 'Connexion');
    expect((await browser().context.cookies()).some((cookie) => cookie.name === 'session_token')).toBe(false);
  });

  it('should sign in with a token from the address, then drop the token from the address and history', async () => {
    const { page, url, context } = browser();
    await signIn('demo@example.com');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'session_token')?.value;
    expect(token).toBeTruthy();
    await context.clearCookies();
    await load(page, url('/live/normal'));
    await load(page, url(`/auth/demo@example.com/${token}`));
    await waitForPath(page, /^\/home$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'session_token')).toBe(true);
    // Excluded from analytics: the page views of this page load are the screen it led to, not the token route.
    const views = () =>
      page.evaluate(() => (window as typeof window & { dataLayer?: { page_path?: string }[] }).dataLayer ?? []);
    await expect.poll(async () => (await views()).map((view) => view.page_path)).toContain('/home');
    expect(JSON.stringify(await views())).not.toContain('/auth/');
    await page.goBack();
    await waitForPath(page, /^\/live\/normal$/);
    expect(page.url()).not.toContain(decodeURIComponent(token!));
  });
});
