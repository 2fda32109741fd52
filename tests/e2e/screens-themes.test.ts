import { describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../src/adapters/storage/local-preferences.store';
import { THEMES, type ThemeName } from '../../src/ui/shared/theme/theme';
import { browserPerTest, expectVideoAdvancing, load, signInOnWeb, waitForPath } from './browser';

/**
 * Issue 7: a screenshot of each web screen of the route table, its dialogs and its kinds of
 * playback, in both themes, saved as test-results/screenshots/web-<screen>-<theme>.png. One
 * browser per theme walks through every screen.
 */
const browser = browserPerTest();

/** The signed-in screens of the route table (spec point 2), by screenshot name. */
const SCREENS: readonly (readonly [name: string, path: string])[] = [
  ['home', '/home'],
  ['guide', '/guide'],
  ['live', '/live/normal'],
  ['live-fast', '/live/fast'],
  ['search', '/search'],
  ['recordings', '/recordings/completed'],
  ['actors', '/actors/subscribed'],
  ['showsactors', '/showsactors/past'],
  ['mysports', '/mysports/future'],
  ['suggestions', '/suggestions'],
  ['suggestions-category', '/suggestions/5/replay'],
  ['vod', '/vod/0'],
  ['vod-product', '/vod/0/show/v1/product/p1'],
  ['vod-season', '/vod/0/season/s1'],
  ['pair', '/pair'],
  ['feedback', '/feedback'],
  ['parentalcontrol', '/parentalcontrol'],
  ['homepersonalize', '/homepersonalize'],
  ['lineup', '/lineup'],
  ['overlay-serie', '/home/serie/serie-ch1'],
  ['overlay-people', '/home/people/Camille%20Laurent'],
];

/** Makes the demo provider answer every call after `ms` milliseconds (0: at once), to catch passing states. */
async function delayAnswers(ms: number) {
  await browser().page.evaluate((delay) => {
    if (delay > 0) localStorage.setItem('demo-controls', JSON.stringify({ delay }));
    else localStorage.removeItem('demo-controls');
  }, ms);
}

/** Chooses the theme the way the app remembers it (the preferences in localStorage), then reloads. */
async function chooseTheme(theme: ThemeName) {
  const { page, url } = browser();
  await load(page, url('/login'));
  await page.evaluate(([key, name]) => {
    const stored = JSON.parse(localStorage.getItem(key!) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key!, JSON.stringify({ ...stored, theme: name }));
  }, [PREFERENCES_KEY, theme]);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

/** Waits until a screen has its heading (or its dialog) and nothing is loading any more. */
async function settled() {
  const { page } = browser();
  await page.locator('main h1, dialog[open] h2').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await page.waitForTimeout(300);
}

/**
 * Shows of the first channels' guides for the dialogs and players, chosen across the days of
 * their replay window (not today alone: an 18+ show is not on every day of three channels): an
 * ended one below 16 on ch2, an ended 18+ one, a current one. The page's clock is the test clock.
 */
function pickShows() {
  return browser().page.evaluate(() => {
    const now = Date.now();
    const replayWindow = 6 * 86_400_000;
    const guide = globalThis.demoProvider!.backend.guide;
    const shows = ['ch2', 'ch3', 'ch4', 'ch5'].flatMap((channel) => guide.channelGuide(channel));
    const ended = (show: (typeof shows)[number]) => show.stopDate.epochMilliseconds < now - 3_600_000 && show.startDate.epochMilliseconds > now - replayWindow;
    const latest = (found: (typeof shows)) => found.sort((a, b) => b.stopDate.epochMilliseconds - a.stopDate.epochMilliseconds)[0]!.id;
    return {
      replay: latest(shows.filter((show) => ended(show) && show.age < 16 && show.channelId === 'ch2')),
      adult: latest(shows.filter((show) => ended(show) && show.age >= 18)),
      current: shows.find((show) => show.startDate.epochMilliseconds <= now && show.stopDate.epochMilliseconds > now)!.id,
    };
  });
}

describe('every web screen in both themes (issue 7)', () => {
  it.each(THEMES)('should save a screenshot of every screen, dialog and player in the %s theme', async (theme) => {
    const { page, url, screenshot } = browser();
    const shot = (name: string) => screenshot(`web-${name}-${theme}`);
    await chooseTheme(theme);
    await settled();
    await shot('login');

    // A visitor who plays a channel that is not free to air is asked to sign in.
    await load(page, url('/live/normal'));
    const channels = page.getByRole('list', { name: 'Chaînes' });
    await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThan(5);
    await channels.getByRole('button').nth(5).click();
    await page.getByRole('dialog', { name: 'Connexion' }).waitFor();
    await shot('login-dialog');

    // The token screen while the provider checks the token.
    await delayAnswers(4_000);
    await load(page, url('/auth/demo@example.com/not-a-token'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('auth');
    await delayAnswers(0);

    await signInOnWeb(browser(), 'demo@example.com', /^\/home$/);
    const shows = await pickShows();
    for (const [name, path] of SCREENS) {
      await load(page, url(path));
      await settled();
      await shot(name);
    }
    await load(page, url(`/download/${shows.current}`));
    await settled();
    await shot('download');
    await load(page, url(`/home/show/${shows.current}`));
    await page.getByRole('dialog').getByRole('region', { name: 'Actions' }).waitFor();
    await settled();
    await shot('overlay-show');

    // The watch-next removal dialog (the demo account has started two shows).
    await load(page, url('/home'));
    const watchNext = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    await watchNext.scrollIntoViewIfNeeded();
    await watchNext.getByRole('button', { name: /^Retirer / }).first().click();
    const remove = page.getByRole('dialog', { name: 'Retirer de « Reprendre la lecture » ?' });
    await expect.poll(() => remove.isVisible()).toBe(true);
    await shot('home-remove-dialog');
    await remove.getByRole('button', { name: 'Annuler' }).click();

    // The parental PIN dialog before an 18+ replay.
    await load(page, url(`/live/normal?replay=${shows.adult}`));
    await page.getByRole('dialog', { name: 'Code parental' }).waitFor();
    await shot('parental-pin');

    // Live, start-over, replay and FAST playback.
    await load(page, url('/live/normal?play=ch2'));
    await expectVideoAdvancing(browser().page, 1);
    await shot('stream-live');
    await page.getByRole('button', { name: 'Reprendre au début' }).click();
    await page.getByRole('button', { name: 'Retour au direct' }).waitFor();
    await expectVideoAdvancing(browser().page, 1);
    await shot('stream-start-over');
    await load(page, url(`/live/normal?replay=${shows.replay}`));
    await expectVideoAdvancing(browser().page, 1);
    await shot('stream-replay');
    await load(page, url('/live/fast'));
    await channels.getByRole('button').first().click();
    await expectVideoAdvancing(browser().page, 1);
    await shot('stream-fast');

    // Signing out: the screen while the provider answers, then the login page.
    await delayAnswers(3_000);
    await load(page, url('/logout'));
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await shot('logout');
    await delayAnswers(0);
    await waitForPath(page, /^\/login$/);

    // A former customer lands on VOD.
    await signInOnWeb(browser(), 'former@example.com', /^\/vod\/0$/);
    await settled();
    await shot('vod-former-customer');
  }, 300_000);
});
