import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { browserPerTest, demoControls, load, screenshotOf, signInOnWeb, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';

/** The provider's own pages opened signed in (issue 38: PUT auth/fork/), on the web in a new tab, on TV in place. */
const browser = browserPerTest({ width: 1920, height: 1080 });

const PAGES_PATH = '/api/mobile/pages/';
const path = (page: Page) => new URL(page.url()).pathname;

/** Presses Down until the focus is on `name` (the TV settings have about twenty lines). */
async function downTo(page: Page, name: string) {
  for (let step = 0; step < 24 && (await expectVisibleFocus(page)) !== name; step += 1)
    await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, name);
}

describe("the provider's pages on the web", () => {
  it('should open the account page signed in in a new tab from the settings menu, and say why when it cannot', async () => {
    const session = browser();
    const { page, context } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const account = menu.getByRole('button', { name: 'Mon espace client' });
    // The group opens on its summary; a navigation meanwhile (the group is drawn anew per address) closes it.
    const group = menu.locator('details', { hasText: 'Réglages' });
    await expect
      .poll(
        async () => {
          if (await account.isVisible()) return true;
          if (!(await group.evaluate((details: HTMLDetailsElement) => details.open)))
            await menu.getByText('Réglages', { exact: true }).click();
          return false;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await axeViolations(page, 'web-provider-pages')).toEqual([]);
    await session.screenshotBothThemes('web-provider-pages-menu');

    const opened = context.waitForEvent('page');
    await account.click();
    const tab = await opened;
    await tab.getByRole('heading', { name: 'Mon espace client' }).waitFor({ timeout: 15_000 });
    expect(new URL(tab.url()).pathname).toBe(`${PAGES_PATH}account/`);
    expect(await tab.getByText('Connecté en tant que').textContent()).toContain('demo@example.com');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await screenshotOf(tab, 'web-provider-account-page');
    // The app stays as it was, the menu open on its button.
    expect(path(page)).toBe('/home');
    await tab.close();

    // A failure: the blank tab goes, the message stays under the button.
    await demoControls(page, { force: { 'PUT auth/fork/': { status: 500 } } });
    await menu.getByRole('button', { name: 'Aide en ligne' }).click();
    await menu.getByRole('alert').waitFor();
    expect(await menu.getByRole('alert').textContent()).toBe('Une erreur est survenue.');
    await expect.poll(() => context.pages().length).toBe(1);
    await session.screenshot('web-provider-pages-failed');
    await demoControls(page, null);
  });
});

describe("the provider's pages on TV (keys only)", () => {
  it('should open the account and help pages in place, Back coming back to the button that opened each', async () => {
    const session = browser();
    const { page, url } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await load(page, url('/tv/settings'));
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
    await downTo(page, 'Mon espace client');
    await session.screenshotBothThemes('tv-settings-provider-account');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/api\/mobile\/pages\/account\/\?/);
    await page.getByRole('heading', { name: 'Mon espace client' }).waitFor();
    expect(await page.getByText('Connecté en tant que').textContent()).toContain('demo@example.com');
    await session.screenshot('tv-provider-account-page');
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, 'Mon espace client', 20_000);

    // The help: Up from the top of its pages reaches the online help.
    await load(page, url('/tv/help'));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 20_000 })
      .toBe('Pages d’aide');
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, 'Aide en ligne');
    expect(await axeViolations(page, 'tv-help-online')).toEqual([]);
    await session.screenshotBothThemes('tv-help-online');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/api\/mobile\/pages\/help\/\?/);
    await page.getByRole('heading', { name: 'Aide en ligne' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/help$/);
    await expectFocusOn(page, 'Aide en ligne', 20_000);
  });
});
