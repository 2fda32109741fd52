import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, demoControls, signInOnWeb, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';
import { focusedRail, openTv, pressUntil } from './tv-vod-remote';

/** What VOD offers where the user is on TV (issue 38, item 3) at 1080p, with the remote's keys only. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const TITLES = 'Titres disponibles ici';
const SEASONS = 'Saisons disponibles ici';

/** Presses Down until the focus is in the rail named `rail` (at most `steps` presses: the categories' rails come first). */
async function downToRail(page: Page, rail: string, steps = 14): Promise<void> {
  for (let step = 0; step < steps && (await focusedRail(page)) !== rail; step += 1) {
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page);
  }
  expect(await focusedRail(page)).toBe(rail);
}

describe('VOD available where the user is, on TV with the remote', () => {
  it('should reach the titles and the seasons available here below the categories, open one of each with Enter, and come back with Back to its card', async () => {
    const session = browser();
    const { page } = session;
    await openTv(session, '/tv/vod', 'former@example.com');
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    await page.getByRole('list', { name: SEASONS }).waitFor();

    await downToRail(page, TITLES);
    await page.keyboard.press('ArrowRight');
    const title = await expectFocusOn(page, /^Nachtzug nach Chur/);
    expect(await focusedRail(page)).toBe(TITLES);
    await session.screenshotBothThemes('tv-vod-here');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/show\/vod-film-2\/product\/p-vod-film-2-rent$/);
    await page.getByRole('dialog', { name: 'Nachtzug nach Chur' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod$/);
    await expectFocusOn(page, title);
    expect(await focusedRail(page)).toBe(TITLES);

    await downToRail(page, SEASONS, 2);
    const season = await expectFocusOn(page, /^Les Secrets du Lac – saison 1$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/vod\/season\/vod-season-lac-1$/);
    const dialog = page.getByRole('dialog', { name: 'Les Secrets du Lac – saison 1' });
    // The season as vod/locations/seasons/{id}/ gives it: what it holds, beside its episodes.
    await dialog.getByText('Épisodes dans cette saison : 4').waitFor();
    await expectFocusOn(page, /^Les Secrets du Lac S1E1/);
    await session.screenshotBothThemes('tv-vod-here-season');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/vod$/);
    await expectFocusOn(page, season);
    expect(await focusedRail(page)).toBe(SEASONS);
  });

  it('should reach the Retry of a list that failed with Down, and give the focus to its first card once it reads again', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'former@example.com', /^\/vod\/0$/);
    await demoControls(page, { force: { 'GET vod/locations/shows/': { status: 500 } } });
    await page.goto(session.url('/tv/vod'));
    await expectFocusOn(page, /^Le Dernier Col/, 20_000);
    const retry = page.getByRole('region', { name: TITLES }).getByRole('button', { name: 'Réessayer' });
    await retry.waitFor();
    await pressUntil(page, 'ArrowDown', /^Réessayer$/, 14);
    expect(await retry.evaluate((button) => button === document.activeElement)).toBe(true);
    await demoControls(page, null);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, /^Le Dernier Col/);
    expect(await focusedRail(page)).toBe(TITLES);
  });
});
