import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import { browserPerTest, expectVideoAdvancing, load, signInOnWeb, waitForPath, type BrowserSession } from './browser';
import { expectFocusOn, expectVisibleFocus, focusState } from './tv-focus';
import { diagnosticsValue } from './diagnostics';

/** "Player always on" on TV (issue 37 item 1), keys only at 1920x1080: the live stream goes on beside the screens opened from the player. */
const browser = browserPerTest({ width: 1920, height: 1080 });

/** Presses `key` until the focus is on an element whose name matches `entry`. */
async function walkTo(page: Page, entry: RegExp, key: 'ArrowDown' | 'ArrowUp', steps = 24): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    const before = (await focusState(page)).name;
    if (entry.test(before)) return;
    await page.keyboard.press(key);
    await expect.poll(async () => (await focusState(page)).name, { timeout: 5_000 }).not.toBe(before);
  }
  await expectFocusOn(page, entry);
}

/** Switches "player always on" on in the TV's Réglages with the remote. */
async function switchPlayerAlwaysOn(session: BrowserSession): Promise<void> {
  const { page } = session;
  await load(page, session.url('/tv/settings'));
  await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/, 20_000);
  await walkTo(page, /^Lecteur toujours allumé/, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
}

/** Opens the first channel of the live list full screen with the remote. */
async function playFirstChannel(session: BrowserSession): Promise<void> {
  const { page } = session;
  await load(page, session.url('/tv/live/normal'));
  await expectFocusOn(page, /^1\. /, 20_000);
  await page.keyboard.press('Enter');
  await waitForPath(page, /^\/tv\/player\/live\?channel=ch1$/);
  await expectFocusOn(page, 'Commandes', 20_000);
  await expectVideoAdvancing(page, 1);
}

/** The reduced player's video position in seconds. */
const dockedTime = (page: Page) =>
  page.locator('section[aria-label^="Lecteur réduit"] video').evaluate((video: HTMLVideoElement) => video.currentTime);

describe('TV "player always on"', () => {
  it('should keep the channel playing in a corner of the diagnostics, which read its stream, and bring it back full screen without a reload', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);

    await switchPlayerAlwaysOn(session);

    // A channel chosen from the live list: its zap is measured.
    await playFirstChannel(session);

    // Réglages › Diagnostic, through the menu (Left off the controls).
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    await walkTo(page, /^Réglages$/, 'ArrowDown', 16);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, /^Seulement les chaînes que je peux regarder/);
    await walkTo(page, /^Diagnostic$/, 'ArrowDown');
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/diagnostic$/);
    await expectFocusOn(page, 'Copier pour le support');

    // The stream playing beside the page is the one the diagnostics read, and its zap is there.
    await expect
      .poll(() => diagnosticsValue(page, 'Flux en cours', 'Débit du flux'), { timeout: 10_000 })
      .toMatch(/Mbit\/s$/);
    await expect.poll(() => diagnosticsValue(page, 'Flux en cours', 'Résolution')).toMatch(/^\d+ × \d+$/);
    await expect.poll(() => diagnosticsValue(page, 'Flux en cours', 'Mémoire tampon')).toMatch(/^\d+\.\d s$/);
    const zaps = page.getByRole('region', { name: 'Derniers changements de chaîne' }).locator('dd');
    await expect.poll(() => zaps.allTextContents()).toEqual([expect.stringMatching(/^\d+ ms$/)]);

    // The reduced player: labelled, playing, never the remote's focus.
    const docked = page.getByRole('region', { name: /^Lecteur réduit : / });
    await docked.waitFor();
    await expect.poll(() => docked.getAttribute('aria-label')).toMatch(/^Lecteur réduit : \S/);
    const start = await dockedTime(page);
    await expect.poll(() => dockedTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(start + 1);
    await page.keyboard.press('ArrowDown');
    expect(await expectVisibleFocus(page)).toBe('Détails du diagnostic');
    expect(
      await page.evaluate(() =>
        document.querySelector('section[aria-label^="Lecteur réduit"]')?.contains(document.activeElement),
      ),
    ).toBe(false);
    await page.keyboard.press('ArrowUp');
    await expectFocusOn(page, 'Copier pour le support');
    expect(await axeViolationsInBothThemes(page, 'tv diagnostic with the reduced player')).toEqual([]);
    await session.screenshot('tv-diagnostic-reduced-player');
    await page.evaluate(() => {
      (window as unknown as { docked?: Element | null }).docked = document.querySelector(
        'section[aria-label^="Lecteur réduit"] video',
      );
    });

    // Back to the settings, the menu, Live and the same channel: full screen again, the same video going on.
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/settings$/);
    await expectFocusOn(page, 'Diagnostic');
    await page.keyboard.press('Escape');
    await expectFocusOn(page, /^(Accueil|Direct|Réglages)$/);
    await walkTo(page, /^Direct$/, 'ArrowUp', 16);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/live\//);
    await expectFocusOn(page, /^1\. /, 20_000);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/live\?channel=ch1$/);
    await expectFocusOn(page, 'Commandes', 20_000);
    expect(await docked.count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { docked?: Element | null }).docked === document.querySelector('main video'),
      ),
    ).toBe(true);
    await expectVideoAdvancing(page, 1);
  });

  it('should show the channel playing in the picture in guide, the one video of the page, and let it go on after the guide', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/home$/);
    await switchPlayerAlwaysOn(session);
    await playFirstChannel(session);
    await page.evaluate(() => {
      (window as unknown as { played?: Element | null }).played = document.querySelector('main video');
    });

    // The guide from the menu: it opens on the channel playing, whose stream is the corner's (muted).
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(page, 'Accueil');
    await walkTo(page, /^Guide TV$/, 'ArrowDown', 16);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/guide$/);
    await expectFocusOn(page, /, \d\d:\d\d – \d\d:\d\d, /, 20_000);
    await expect.poll(() => page.locator('video').count()).toBe(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { played?: Element | null }).played === document.querySelector('video'),
      ),
    ).toBe(true);
    await expect.poll(() => page.getByRole('group', { name: /^En direct dans le guide : / }).count()).toBe(1);
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.volume)).toBe(0);
    expect(await page.getByRole('region', { name: /^Lecteur réduit/ }).count()).toBe(0);
    await expectVideoAdvancing(page, 1);
    await session.screenshot('tv-guide-player-always-on');

    // Leaving the guide (the menu's Réglages), the same stream goes on in the reduced player, with its sound.
    await page.keyboard.press('Escape');
    await expectFocusOn(page, /^(Accueil|Direct|Guide TV)$/);
    await walkTo(page, /^Réglages$/, 'ArrowDown', 16);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/settings$/);
    const docked = page.getByRole('region', { name: /^Lecteur réduit : / });
    await docked.waitFor();
    await expect
      .poll(() => docked.locator('video').evaluate((video: HTMLVideoElement) => video.volume))
      .toBeGreaterThan(0);
    const start = await dockedTime(page);
    await expect.poll(() => dockedTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(start + 1);
  });
});
