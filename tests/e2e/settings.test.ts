import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, signInOnWeb, waitForPath } from './browser';
import { expectFocusOn, expectVisibleFocus } from './tv-focus';

/** The ten local preferences (issue 37): changed on a settings page, still there after a reload. */
const browser = browserPerTest({ width: 1920, height: 1080 });

describe('the local preferences on the web', () => {
  it('should tick a preference under the settings entry and keep it after a reload', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/homepersonalize'));
    const compact = page.getByRole('checkbox', { name: 'Liste des chaînes compacte' });
    expect(await compact.isChecked()).toBe(false);
    await compact.check();
    await page.getByRole('combobox', { name: 'Sous-titres par défaut' }).selectOption({ label: 'English' });
    await page.reload();
    await waitForPath(page, /^\/homepersonalize$/);
    await expect.poll(() => compact.isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sous-titres par défaut' }).inputValue()).toBe('en');
  });
});

describe('the local preferences on TV (/settings, keys only)', () => {
  it('should toggle a preference with Down and Enter and keep it after a reload', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/settings'));
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, /^Liste des chaînes compacte/);
    const pressed = () => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'));
    expect(await pressed()).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(pressed).toBe('true');
    await session.screenshotBothThemes('tv-settings');

    await page.reload();
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
    expect(await page.getByRole('button', { name: 'Liste des chaînes compacte' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Its effect: the live grid in denser rows.
    await page.goto(session.url('/tv/live/normal'));
    await expectFocusOn(page, /^1\. /, 20_000);
    expect(await page.getByRole('list', { name: 'Chaînes' }).getAttribute('data-density')).toBe('compact');
    await session.screenshotBothThemes('tv-live-compact');
  });
});

describe('last channel on TV', () => {
  it('should start the TV on the last channel watched, once the preference is on', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await page.goto(session.url('/tv/settings'));
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
    for (let step = 0; step < 9 && !/^Démarrer sur la dernière chaîne/.test(await expectVisibleFocus(page)); step += 1)
      await page.keyboard.press('ArrowDown');
    await expectFocusOn(page, /^Démarrer sur la dernière chaîne/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await page.goto(session.url('/tv/player/live?channel=ch2'));
    await expectVideoAdvancing(page, 1);
    await page.goto(session.url('/tv/'));
    await waitForPath(page, /^\/tv\/player\/live\?channel=ch2$/);
  });
});
