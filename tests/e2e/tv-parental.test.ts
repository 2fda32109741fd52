import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, load, type BrowserSession } from './browser';
import { testClock } from './clock';

/**
 * The parental PIN for a channel played live on TV (spec points 4 and 6), at 23:40 in Zurich:
 * late shows are on air, some of them rated 18 (the demo's catalogue), above demo@'s level 16.
 */
const browser = browserPerTest({ width: 1920, height: 1080 }, testClock({ now: '2026-11-23T23:40:00+01:00' }));

/** Signs in on the TV's own sign-in screen with the remote (typing, Down, Enter) and lands on `then`. */
async function signInOnTv({ page, url }: BrowserSession, then: string) {
  await load(page, url(`/tv/login?redirect=${encodeURIComponent(then)}`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('tv-email');
  await page.keyboard.type('demo@example.com');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/tv${then}`);
}

describe('TV: the parental PIN for a protected show on air (issue 12; spec points 4, 6 and 8)', () => {
  it("should ask it in the picture in guide, refuse a wrong PIN with the spec's text, and play with the right one", async () => {
    const session = browser();
    const { page, url, screenshotBothThemes } = session;
    await signInOnTv(session, '/live/normal');
    // A channel of the lineup whose show on air is rated 18.
    const channelId = await page.evaluate(async () => {
      const now = Date.now();
      const live = (await globalThis.demoProvider!.backend()).guide.live();
      return (
        [...live].find(
          ([id, [show]]) =>
            /^ch\d+$/.test(id) && show !== undefined && show.age >= 18 && show.startDate.epochMilliseconds <= now,
        )?.[0] ?? null
      );
    });
    expect(channelId).toBeTruthy();
    await load(page, url(`/tv/guide?channel=${channelId}`));
    const dialog = page.getByRole('dialog', { name: 'Code parental' });
    await dialog.waitFor({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(0);
    for (const digit of '0000') await page.keyboard.press(digit);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Le code saisi est incorrect.');
    await expect.poll(() => dialog.getByRole('img').getAttribute('aria-label')).toBe('0 chiffre(s) saisi(s) sur 4');
    await screenshotBothThemes('tv-guide-pin');
    for (const digit of '1234') await page.keyboard.press(digit);
    await expect.poll(() => dialog.count()).toBe(0);
    await expectVideoAdvancing(page, 1);
    // The focus is back on the guide's cell of that channel.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('[data-cell]') === true)).toBe(true);
  }, 60_000);
});
