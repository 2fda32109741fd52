import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_INTERVAL } from '../../src/domain/playback/playback';
import {
  browserPerTest,
  demoControls,
  expectVideoAdvancing,
  signInOnWeb,
  videoTime,
  waitForPath,
  type BrowserSession,
} from './browser';

const browser = browserPerTest();

const signInAndOpenLive = (query = '') =>
  signInOnWeb(browser(), 'demo@example.com', /^\/live\/normal/, `/live/normal${query}`);

/** Decoded audio bytes so far: they grow only while the chosen audio track really plays. */
const audioBytes = (session: BrowserSession) =>
  session.page
    .locator('video')
    .evaluate(
      (video: HTMLVideoElement & { webkitAudioDecodedByteCount?: number }) => video.webkitAudioDecodedByteCount ?? 0,
    );

describe('real playback of every kind of demo stream (Chromium, shaka-player)', () => {
  it('should play a live channel whose edge follows the clock', async () => {
    await signInAndOpenLive('?play=ch2');
    await expectVideoAdvancing(browser().page);
    await browser().screenshot('stream-live');
  });

  it('should start a live show over from its beginning and go back to live', async () => {
    const { page } = browser();
    await signInAndOpenLive('?play=ch2');
    await expectVideoAdvancing(browser().page);
    await page.getByRole('button', { name: 'Reprendre au début' }).click();
    await page.getByRole('button', { name: 'Retour au direct' }).waitFor();
    await expectVideoAdvancing(browser().page);
    await browser().screenshot('stream-start-over');
    await page.getByRole('button', { name: 'Retour au direct' }).click();
    await page.getByRole('button', { name: 'Reprendre au début' }).waitFor();
    await expectVideoAdvancing(browser().page);
  });

  it("should start a current show over from its overlay's link (`?replay=` of a current show)", async () => {
    const { page } = browser();
    await signInAndOpenLive();
    const showId = await page.evaluate(async () => {
      const response = await fetch('/api/cache/epglive/');
      const body = (await response.json()) as { channels: { channel_id: string; shows: { id: string }[] }[] };
      return body.channels.find((entry) => entry.channel_id === 'ch2')?.shows[0]?.id ?? null;
    });
    expect(showId).toBeTruthy();
    await page.goto(browser().url(`/live/normal?replay=${showId}`));
    await page.getByRole('button', { name: 'Retour au direct' }).waitFor();
    await expectVideoAdvancing(browser().page);
    expect(await page.getByRole('button', { name: 'Reprendre au début' }).count()).toBe(0);
  });

  it('should offer neither start-over nor seeking back on a channel that does not allow start-over', async () => {
    const { page } = browser();
    await signInAndOpenLive('?play=ch4');
    await expectVideoAdvancing(browser().page);
    expect(await page.getByRole('button', { name: 'Reprendre au début' }).count()).toBe(0);
    expect(await page.getByRole('slider', { name: 'Position dans le programme' }).count()).toBe(0);
    await page.goto(browser().url('/live/normal?play=ch2'));
    await expectVideoAdvancing(browser().page);
    await page.getByRole('button', { name: 'Reprendre au début' }).waitFor();
    await page.getByRole('slider', { name: 'Position dans le programme' }).waitFor();
  });

  it('should show the VPN message when the rights answer 451 (an account abroad)', async () => {
    const { page } = browser();
    await signInOnWeb(browser(), 'abroad@example.com', /^\/live\/normal/, '/live/normal?play=ch2');
    await expect
      .poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 })
      .toContain("Ce contenu n'est pas disponible depuis votre position. Désactivez votre VPN ou proxy et réessayez.");
    await browser().screenshot('stream-geo-blocked');
  });

  it('should keep the stream alive, and stop it with the spec message when the provider answers 429 (too many streams)', async () => {
    const { page } = browser();
    await signInAndOpenLive('?play=ch2');
    await expectVideoAdvancing(page);
    const pings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/ping/')) pings.push(request.url());
    });
    await demoControls(page, { streamLimit: true });
    // The next keep-alive is due one interval on: the page's clock jumps there rather than wait it out.
    await page.clock.fastForward(KEEP_ALIVE_INTERVAL.total('milliseconds'));
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('Le nombre de lectures simultanées pour votre compte a été atteint.');
    expect(pings.length).toBeGreaterThan(0);
    expect(
      await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused || video.readyState === 0),
    ).toBe(true);
    await browser().screenshot('stream-too-many');
  });

  it('should switch channel from the list shown beside the video in full screen', async () => {
    const { page } = browser();
    await signInAndOpenLive('?play=ch1');
    await expectVideoAdvancing(page);
    await page.getByRole('button', { name: 'Plein écran' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.fullscreenElement?.querySelector('ul[aria-label="Chaînes"]') !== null &&
            document.fullscreenElement?.querySelector('video') !== null,
        ),
      )
      .toBe(true);
    await page.getByRole('button', { name: /^\d+\. Berg TV,/ }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^\d+\. Berg TV,/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await expectVideoAdvancing(page);
    expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await browser().screenshot('stream-full-screen');
    await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await page.getByRole('button', { name: 'Plein écran' }).waitFor();
  });

  it('should play the ClearKey channel, decrypted by the browser', async () => {
    await signInAndOpenLive('?play=ch7');
    await expectVideoAdvancing(browser().page);
    const decoded = await browser()
      .page.locator('video')
      .evaluate((video: HTMLVideoElement) => video.getVideoPlaybackQuality().totalVideoFrames);
    expect(decoded).toBeGreaterThan(0);
    await browser().screenshot('stream-clearkey');
  });

  it('should switch audio language and subtitles on the multi-language channel and remember them', async () => {
    const { page, screenshot } = browser();
    await signInAndOpenLive('?play=ch3');
    await expectVideoAdvancing(browser().page);
    const audio = page.getByLabel('Audio');
    await expect
      .poll(() => audio.locator('option').allTextContents())
      .toEqual(expect.arrayContaining(['français', 'allemand', 'anglais', 'français (audiodescription)']));
    await audio.selectOption({ label: 'allemand' });
    const before = await audioBytes(browser());
    await expectVideoAdvancing(browser().page);
    expect(await audioBytes(browser())).toBeGreaterThan(before);
    const subtitles = page.getByLabel('Sous-titres');
    await subtitles.selectOption({ label: 'français' });
    await expect
      .poll(
        () =>
          page
            .locator('video')
            .evaluate((video: HTMLVideoElement) =>
              [...video.textTracks].some((track) => track.mode === 'showing' && (track.activeCues?.length ?? 0) > 0),
            ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await screenshot('stream-multi-subtitles');
    await page.reload();
    await expectVideoAdvancing(browser().page);
    await expect
      .poll(async () => (await page.getByLabel('Audio').locator('option:checked').textContent())?.trim())
      .toBe('allemand');
    await expect
      .poll(async () => (await page.getByLabel('Sous-titres').locator('option:checked').textContent())?.trim())
      .toBe('français');
  });

  it('should replay a past show from the guide data, from its bookmark, and save the bookmark as it plays', async () => {
    const { page } = browser();
    await signInAndOpenLive();
    const bookmarks = () =>
      page.evaluate(async () => {
        const token =
          document.cookie
            .split('; ')
            .find((part) => part.startsWith('session_token='))
            ?.split('=')[1] ?? '';
        const response = await fetch('/api/mobile/show/epgflat/bookmarks/', {
          headers: { 'X-Session-Token': decodeURIComponent(token) },
        });
        return response.ok
          ? (((await response.json()) as { shows?: { id: string; bookmark_time?: number }[] }).shows ?? [])
          : [];
      });
    const [show] = await bookmarks();
    expect(show?.id).toBeTruthy();
    const saved = show?.bookmark_time ?? 0;
    await page.goto(browser().url(`/live/normal?replay=${show!.id}`));
    await expectVideoAdvancing(browser().page, 3);
    expect(saved).toBeGreaterThan(0);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(saved);
    await browser().screenshot('stream-replay');
    // Saved at most every 30 s while playing, and at once on pause when it moved 2 s or more (spec point 9).
    await expectVideoAdvancing(browser().page, 3);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect
      .poll(async () => (await bookmarks()).find((each) => each.id === show!.id)?.bookmark_time ?? 0, {
        timeout: 10_000,
      })
      .toBeGreaterThan(saved + 2);
  });
});

describe('FAST channels (spec point 1: extra free channels)', () => {
  it('should list the FAST channels in their own tab and play one', async () => {
    const { page } = browser();
    await signInAndOpenLive();
    await page.getByRole('link', { name: 'Chaînes FAST' }).click();
    await waitForPath(page, /^\/live\/fast$/);
    const channels = page.getByRole('list', { name: 'Chaînes' });
    await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await channels.getByRole('button').first().click();
    await expectVideoAdvancing(browser().page);
    await browser().screenshot('stream-fast');
  });
});
