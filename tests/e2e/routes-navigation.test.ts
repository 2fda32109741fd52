import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, load, signInOnWeb, waitForPath } from './browser';

const browser = browserPerTest();

/** Navigates inside the app, as a link would (a full load has no current screen). */
const follow = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const title = (page: Page) => page.title();

/** Follows a link to a screen and waits until it shows (its title is set once it rendered). */
async function open(page: Page, path: string, heading: string) {
  await follow(page, path);
  await waitForPath(page, new RegExp(`^${path}$`));
  await expect.poll(() => title(page)).toBe(`Zapline - ${heading}`);
}
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('shortcut routes open the matching overlay of the current screen (spec point 2)', () => {
  it('should open every shortcut over a list screen, over VOD from VOD, and over its fallback from nowhere', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);

    // Over a screen that is not VOD: the detail and the VOD overlays alike.
    await open(page, '/guide', 'Guide TV');
    const overGuide: [string, RegExp, string][] = [
      ['/serie/s1?tab=episodes&season=2', /^\/guide\/serie\/s1\?tab=episodes&season=2$/, 'Série'],
      ['/season/7', /^\/guide\/season\/7$/, 'Saison'],
      ['/show/v1/product/p1', /^\/guide\/show\/v1\/product\/p1$/, 'Offre'],
      ['/season/7/show-vod/v1/product/p1', /^\/guide\/season\/7\/show\/v1\/product\/p1$/, 'Offre'],
      ['/people/Anna%20Weber', /^\/guide\/people\/Anna%20Weber$/, 'Personnalité'],
    ];
    for (const [shortcut, target, heading] of overGuide) {
      await follow(page, shortcut);
      await waitForPath(page, target);
      await expect.poll(() => title(page)).toBe(`Zapline - ${heading}`);
      await open(page, '/guide', 'Guide TV');
    }

    // Over VOD: the show shortcut opens the show overlay over the VOD category.
    await open(page, '/vod/0', 'Vidéo à la demande');
    await follow(page, '/show/abc');
    await waitForPath(page, /^\/vod\/0\/show\/abc$/);
    await expect.poll(() => title(page)).toBe('Zapline - Émission');

    // From a screen without overlays, as from nowhere: live for shows, VOD for VOD overlays.
    await open(page, '/pair', 'Associer un appareil');
    // Each screen has rendered (its title is set) before the next address is opened: a screen
    // still loading when the next load starts could move its own address meanwhile.
    await follow(page, '/serie/s1');
    await waitForPath(page, /^\/live\/normal\/serie\/s1$/);
    await expect.poll(() => title(page)).toBe('Zapline - Série');
    await load(page, url('/season/7'));
    await waitForPath(page, /^\/vod\/0\/season\/7$/);
    await expect.poll(() => title(page)).toBe('Zapline - Saison');
    await load(page, url('/show/v1/product/p1'));
    await waitForPath(page, /^\/vod\/0\/show\/v1\/product\/p1$/);
    await expect.poll(() => title(page)).toBe('Zapline - Offre');
    await load(page, url('/people/Anna%20Weber'));
    await waitForPath(page, /^\/live\/normal\/people\/Anna%20Weber$/);
  });
});

describe('scroll reset and the watch-next list (spec point 2)', () => {
  it('should scroll to the top on a new screen, keep the scroll around overlays, and list watch-next from its see-all link', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    const seeAll = page.getByRole('link', { name: 'Tout voir : Reprendre la lecture' });
    await seeAll.waitFor();

    // An overlay keeps the scroll of the screen below it, going in and coming back.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const kept = await scrollY(page);
    await follow(page, '/home/show/abc');
    await waitForPath(page, /^\/home\/show\/abc$/);
    expect(await scrollY(page)).toBe(kept);
    await page.getByRole('link', { name: 'Fermer' }).click();
    await waitForPath(page, /^\/home$/);
    expect(await scrollY(page)).toBe(kept);

    // Another screen starts at the top.
    await follow(page, '/live/normal');
    await waitForPath(page, /^\/live\/normal$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    // The watch-next row's "see all" opens the live screen's watch-next list, with the row's shows.
    await follow(page, '/home');
    await seeAll.click();
    await waitForPath(page, /^\/live\/watchnext$/);
    const list = page.getByRole('list', { name: 'Reprendre la lecture' });
    await list.waitFor();
    expect(await list.getByRole('button').count()).toBeGreaterThan(0);
    await list.getByRole('button').first().click();
    await waitForPath(page, /^\/live\/watchnext\?replay=/);
    await expect.poll(() => list.getByRole('button', { pressed: true }).count()).toBe(1);
    await session.screenshot('web-live-watchnext');
  });
});

describe('parental control: a parental challenge comes first (spec point 2)', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Code parental' });

  it('should cancel the navigation, send a user from nowhere to live, and open after the right code', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);

    // Came from home: refusing cancels the navigation.
    await expect.poll(() => title(page)).toBe('Zapline - Accueil');
    await follow(page, '/parentalcontrol');
    await dialog(page).waitFor();
    expect(await dialog(page).textContent()).toContain('pour ouvrir le contrôle parental');
    await session.screenshot('web-parentalcontrol-challenge');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await waitForPath(page, /^\/home$/);

    // Came from nowhere: refusing leads to live.
    await load(page, url('/parentalcontrol'));
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/live\/normal$/);

    // A wrong code asks again; the right one opens the screen.
    await load(page, url('/parentalcontrol'));
    await dialog(page).locator('input').fill('0000');
    await dialog(page).getByRole('button', { name: 'Valider' }).click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    await dialog(page).locator('input').fill('1234');
    await dialog(page).getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('heading', { name: 'Contrôle parental', level: 1 }).waitFor();
    await waitForPath(page, /^\/parentalcontrol$/);
    expect(await dialog(page).count()).toBe(0);
  });

  it('should ask no code of an account without a PIN: the screen opens to create one (issue 14)', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, 'basic@example.com', /^\/home$/);
    await load(page, url('/parentalcontrol'));
    await page.getByRole('heading', { name: 'Contrôle parental', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Créer le code' }).waitFor();
    expect(await dialog(page).count()).toBe(0);
  });
});
