import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_INTERVAL } from '../../src/domain/playback/playback';
import { ZAP_BANNER_MS } from '../../src/domain/playback/zapping';
import { browserPerTest, demoControls, expectVideoAdvancing, load, type BrowserSession } from './browser';

const browser = browserPerTest({ width: 1920, height: 1080 });

/** The accessible name of the element that has the browser's focus. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.textContent?.trim() || element?.tagName || '';
  });

/** A remote key a keyboard lacks (Info, colour keys), as the TV gives it to the page: a keydown on the focused element. */
const pressRemote = (page: Page, key: string, keyCode: number) =>
  page.evaluate(
    ({ key, keyCode }) => {
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true } as KeyboardEventInit),
      );
    },
    { key, keyCode },
  );

/** The channel number the now/next banner shows, or null while it is hidden. */
const bannerChannel = async (page: Page) => {
  const banner = page.getByTestId('zap-banner');
  if ((await banner.count()) === 0) return null;
  return Number((await banner.locator('h2').textContent())?.split('.')[0]);
};

/** Signs in on the TV's own sign-in screen with the remote (typing, Down, Enter) and lands on `then`. */
async function signInOnTv(session: BrowserSession, then: string, email = 'demo@example.com') {
  const { page, url } = session;
  await load(page, url(`/tv/login?redirect=${encodeURIComponent(then)}`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('tv-email');
  await page.keyboard.type(email);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 })
    .toBe(`/tv${then}`);
}

/** Opens the first channel full screen from the live list with the remote. */
async function playFromLive(session: BrowserSession) {
  const { page } = session;
  await expect.poll(() => focusedName(page), { timeout: 15_000 }).toMatch(/^1\. /);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/tv/player/live?channel=ch1');
  await expect.poll(() => focusedName(page)).toBe('Commandes');
  await expectVideoAdvancing(page, 1);
}

describe('TV player: zapping with the remote (issue 12, item 7)', () => {
  it('should zap at once with CH+/CH- and Up/Down, and hide the banner 5 s after a zap unless it has the focus', async () => {
    const session = browser();
    const { page, screenshot, screenshotBothThemes } = session;
    await signInOnTv(session, '/live/normal');
    await playFromLive(session);
    await expect.poll(() => bannerChannel(page)).toBe(1);
    for (const [key, number] of [
      ['PageUp', 2],
      ['ArrowUp', 3],
      ['ArrowDown', 2],
      ['PageDown', 1],
      ['PageDown', 44],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => bannerChannel(page)).toBe(number);
    }
    await page.keyboard.press('PageUp');
    await expect.poll(() => bannerChannel(page)).toBe(1);
    await expectVideoAdvancing(page, 1);
    await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/^Vous regardez /);
    await screenshotBothThemes('tv-player-banner');
    // A zap's banner stays 5 s, then goes (the page's clock jumps rather than wait).
    await page.keyboard.press('PageUp');
    await expect.poll(() => bannerChannel(page)).toBe(2);
    await page.clock.fastForward(ZAP_BANNER_MS - 1_000);
    expect(await bannerChannel(page)).toBe(2);
    await page.clock.fastForward(1_000);
    await expect.poll(() => bannerChannel(page), { timeout: 2_000 }).toBeNull();
    await expect.poll(() => focusedName(page)).toBe('Commandes');
    // Info shows it with the focus: it stays while focused, Back puts it away.
    await pressRemote(page, 'Info', 457);
    await expect.poll(() => focusedName(page)).toBe('Programme de la chaîne');
    await page.clock.fastForward(ZAP_BANNER_MS + 1_000);
    expect(await bannerChannel(page)).toBe(2);
    await screenshot('tv-player-banner-focused');
    // Right browses the channel's coming shows in the banner (show/details/{id}/?next=true), Left comes back.
    const firstLine = () =>
      page.getByRole('region', { name: 'Programme de la chaîne' }).locator('p').first().textContent();
    const onAir = await firstLine();
    expect(onAir).toMatch(/^Maintenant : /);
    await page.keyboard.press('ArrowRight');
    await expect.poll(firstLine).toMatch(/^Plus tard : /);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('region', { name: 'Programme de la chaîne' }).locator('p').nth(1).textContent())
      .not.toMatch(/Programme non communiqué/);
    await screenshot('tv-player-banner-browsed');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(firstLine).toBe(onAir);
    await expect.poll(() => focusedName(page)).toBe('Programme de la chaîne');
    await page.keyboard.press('Escape');
    await expect.poll(() => bannerChannel(page)).toBeNull();
    await expect.poll(() => focusedName(page)).toBe('Commandes');
    expect(new URL(page.url()).pathname).toBe('/tv/player/live');
  });

  it('should switch on typed digits, at once when one channel only matches and 2 s later otherwise, and toggle the last channel', async () => {
    const session = browser();
    const { page, screenshot } = session;
    await signInOnTv(session, '/live/normal');
    await playFromLive(session);
    // 44 channels: only 5 starts with 5, only 23 with 23.
    await page.keyboard.press('5');
    await expect.poll(() => bannerChannel(page)).toBe(5);
    await page.keyboard.press('2');
    await expect.poll(() => page.getByTestId('typed-number').textContent()).toBe('Chaîne 2');
    await page.keyboard.press('3');
    await expect.poll(() => bannerChannel(page)).toBe(23);
    expect(await page.getByTestId('typed-number').count()).toBe(0);
    // 1 could still become 10 to 19: it waits 2 s after the digit, showing it.
    const typedAt = Date.now();
    await page.keyboard.press('1');
    await expect.poll(() => page.getByTestId('typed-number').textContent()).toBe('Chaîne 1');
    expect(await bannerChannel(page)).toBe(23);
    await screenshot('tv-player-digits');
    await expect.poll(() => bannerChannel(page), { timeout: 4_000 }).toBe(1);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(1_900);
    expect(await page.getByTestId('typed-number').count()).toBe(0);
    // No channel 0: said, then forgotten.
    await page.keyboard.press('0');
    await expect.poll(() => page.getByTestId('typed-number').textContent()).toBe('Aucune chaîne 0');
    // Blue: back to the channel before, and again to this one.
    await pressRemote(page, 'ColorF3Blue', 406);
    await expect.poll(() => bannerChannel(page)).toBe(23);
    await pressRemote(page, 'ColorF3Blue', 406);
    await expect.poll(() => bannerChannel(page)).toBe(1);
    await expectVideoAdvancing(page, 1);
    await expect(page.getByText('Bleu : chaîne précédente', { exact: false }).count()).resolves.toBe(1);
  });

  it('should browse the mini-guide over the video without switching, then switch with Enter', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInOnTv(session, '/live/normal');
    await playFromLive(session);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Mini-guide' }).waitFor();
    await expect.poll(() => focusedName(page)).toMatch(/^1\. /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).toMatch(/^3\. /);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedName(page)).toMatch(/^2\. /);
    // Browsing does not switch: channel 1 still plays.
    expect(
      await page.locator('section[aria-labelledby="mini-guide-title"] button[aria-pressed="true"]').textContent(),
    ).toMatch(/^1\. /);
    await screenshotBothThemes('tv-player-mini-guide');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Mini-guide' }).count()).toBe(0);
    await expect.poll(() => bannerChannel(page)).toBe(2);
    await expect.poll(() => focusedName(page)).toBe('Commandes');
    // Back closes the mini-guide without switching.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focusedName(page)).toMatch(/^2\. /);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('heading', { name: 'Mini-guide' }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Commandes');
    expect(await bannerChannel(page)).toBe(2);
  });
});

describe('TV player: controls, dialogs and messages with the remote (issue 12, item 6)', () => {
  it('should open the controls with Enter, pause and play with them and the media keys, and choose audio and subtitles', async () => {
    const session = browser();
    const { page, screenshotBothThemes } = session;
    await signInOnTv(session, '/player/live?channel=ch3');
    await expect.poll(() => focusedName(page)).toBe('Commandes');
    await expectVideoAdvancing(page, 1);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Commandes du lecteur' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Pause');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await expect.poll(() => focusedName(page)).toBe('Lecture');
    await pressRemote(page, 'MediaPlayPause', 10252);
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
    await pressRemote(page, 'MediaPause', 19);
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await pressRemote(page, 'MediaPlay', 415);
    await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
    // The audio row, then the subtitles row, each reached with Down.
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')))
      .toBe('Audio');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')))
      .toBe('Sous-titres');
    for (let step = 0; step < 4 && (await focusedName(page)) !== 'allemand'; step += 1)
      await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('allemand');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label')))
      .toBe('Audio');
    expect(await page.getByRole('group', { name: 'Audio' }).getByRole('button').allTextContents()).toContain(
      'français (audiodescription)',
    );
    await screenshotBothThemes('tv-player-controls');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('region', { name: 'Commandes du lecteur' }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Commandes');
  });

  it('should ask the PIN of a protected show and take it from the remote digits', async () => {
    const session = browser();
    const { page, url, screenshotBothThemes } = session;
    await signInOnTv(session, '/live/normal');
    const showId = await page.evaluate(async () => {
      const now = Date.now();
      for (const channel of ['ch1', 'ch2', 'ch3', 'ch4', 'ch5']) {
        const response = await fetch(`/api/cache/epgchannel/${channel}/`);
        const { shows } = (await response.json()) as {
          shows: { id: string; age: number; start_date: string; stop_date: string }[];
        };
        const found = shows
          .filter(
            (show) =>
              show.age >= 18 && Date.parse(show.stop_date) < now && Date.parse(show.start_date) > now - 6 * 86_400_000,
          )
          .at(-1);
        if (found) return found.id;
      }
      return null;
    });
    expect(showId).toBeTruthy();
    await load(page, url(`/tv/player/replay?show=${showId}`));
    const dialog = page.getByRole('dialog', { name: 'Code parental' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    for (const digit of '000') await page.keyboard.press(digit);
    await expect.poll(() => dialog.getByRole('img').getAttribute('aria-label')).toBe('3 chiffre(s) saisi(s) sur 4');
    await screenshotBothThemes('tv-player-pin');
    await page.keyboard.press('0');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    // Up and Down are the dialog's: they do not zap behind it.
    await page.keyboard.press('ArrowUp');
    for (const digit of '1234') await page.keyboard.press(digit);
    await expect.poll(() => dialog.count()).toBe(0);
    await expectVideoAdvancing(page, 1);
    await expect.poll(() => focusedName(page)).toBe('Commandes');
  });

  it('should show the VPN message (451) and the too-many-streams message (429) set with the demo controls', async () => {
    const session = browser();
    const { page, url, screenshot } = session;
    await signInOnTv(session, '/live/normal');
    await demoControls(page, { vpn: true });
    await load(page, url('/tv/player/live?channel=ch2'));
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 })
      .toContain("Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.");
    await screenshot('tv-player-451');
    await demoControls(page, { streamLimit: true });
    await page.keyboard.press('PageUp');
    await expect.poll(() => bannerChannel(page)).toBe(3);
    // The next channel plays, then its first keep-alive is due one interval on: the page's clock jumps there.
    await expectVideoAdvancing(page, 1);
    await page.clock.fastForward(KEEP_ALIVE_INTERVAL.total('milliseconds'));
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('Le nombre de lectures simultanées pour votre compte a été atteint.');
    await screenshot('tv-player-429');
  });

  it('should stop the stream and report it before leaving with Back', async () => {
    const session = browser();
    const { page } = session;
    await signInOnTv(session, '/live/normal');
    await playFromLive(session);
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/event/')) events.push(request.method());
    });
    // More than the 60 s after which a stop is reported (spec point 9).
    await page.clock.fastForward(65_000);
    expect(events).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForURL('**/tv/live/normal');
    await expect.poll(() => events).toEqual(['POST']);
    // The demo provider keeps the events it was told of with the account.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('demo-provider-state') ?? ''))
      .toContain('LIVEPLAY');
    await expect.poll(() => focusedName(page)).toMatch(/^1\. /);
    expect(await page.locator('video').count()).toBe(0);
  });
});
