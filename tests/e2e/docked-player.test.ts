import { describe, expect, it } from 'vitest';
import { axeViolationsInBothThemes } from './axe';
import {
  browserPerTest,
  expectVideoAdvancing,
  signInOnWeb,
  videoTime,
  waitForPath,
  type BrowserSession,
} from './browser';

const browser = browserPerTest();

/** The manifests the page has asked for so far (a reload or a new stream asks again). */
function manifestRequests({ page }: BrowserSession): string[] {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (/\.mpd(\?|$)/.test(new URL(request.url()).pathname)) manifests.push(request.url());
  });
  return manifests;
}

/** Follows a link of the menu with the keyboard (focus, Enter). */
async function openFromMenu({ page }: BrowserSession, name: string, path: RegExp) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await waitForPath(page, path);
}

const dock = ({ page }: BrowserSession) => page.getByRole('region', { name: 'Lecteur réduit' });

describe('the docked web player (issue 38 item 1, "player always on")', () => {
  it('should keep the stream playing in the docked player across home, guide and VOD, come back to the full player and close it with the keyboard', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/homepersonalize/, '/homepersonalize');
    const alwaysOn = page.getByRole('checkbox', { name: 'Lecteur toujours allumé' });
    await alwaysOn.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => alwaysOn.isChecked()).toBe(true);

    await openFromMenu(session, 'Direct', /^\/live\/normal/);
    const channel = page.getByRole('list', { name: 'Chaînes' }).getByRole('button').nth(1);
    await channel.focus();
    await page.keyboard.press('Enter');
    // Played a while: the neighbours' preload for zapping (800 ms on) is done before counting.
    await expectVideoAdvancing(page, 3);
    const manifests = manifestRequests(session);
    // A reload would give the element a new MediaSource (a new object URL).
    const source = () => page.locator('video').evaluate((video: HTMLVideoElement) => video.src);
    const playing = await source();

    for (const [name, path] of [
      ['Accueil', /^\/home/],
      ['Guide TV', /^\/guide/],
      ['VOD', /^\/vod\/0/],
    ] as const) {
      await openFromMenu(session, name, path);
      await dock(session).waitFor();
      await expectVideoAdvancing(page, 1);
    }
    expect(manifests).toEqual([]);
    expect(await source()).toBe(playing);
    await expect(dock(session).getByRole('heading').textContent()).resolves.toMatch(/^.+ · .+$/);
    expect(
      await axeViolationsInBothThemes(page, 'docked-player', (theme) => session.screenshot(`docked-player-${theme}`)),
    ).toEqual([]);

    // Back to the full player: the same stream, where it was.
    const before = await videoTime(page);
    await dock(session).getByRole('link', { name: 'Revenir au lecteur' }).focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/live\/normal/);
    await expect.poll(() => dock(session).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Lecteur vidéo' }).locator('video').count()).toBe(1);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(before);
    await expectVideoAdvancing(page, 1);
    expect(manifests).toEqual([]);
    expect(await source()).toBe(playing);

    // Closed from the dock: the stream stops and, played more than 60 s (spec point 9), is reported.
    await openFromMenu(session, 'Accueil', /^\/home/);
    await dock(session).waitFor();
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/event/')) events.push(request.method());
    });
    await page.clock.fastForward(65_000);
    await dock(session).getByRole('button', { name: 'Fermer le lecteur' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dock(session).count()).toBe(0);
    await expect.poll(() => events).toEqual(['POST']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('should stop the stream when the user leaves the live screen with "player always on" off (the default)', async () => {
    const session = browser();
    const { page } = session;
    await signInOnWeb(session, 'demo@example.com', /^\/live\/normal/, '/live/normal?play=ch2');
    await expectVideoAdvancing(page, 1);
    await openFromMenu(session, 'Accueil', /^\/home/);
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused || video.readyState === 0))
      .toBe(true);
    expect(await dock(session).count()).toBe(0);
  });
});
