import { describe, expect, it } from 'vitest';
import { EPG_CHUNK } from '../../src/domain/guide/epg-chunk';
import { browserPerTest, openBrowser, type BrowserSession } from './browser';

const browser = browserPerTest();
const CHUNK_MS = EPG_CHUNK.total('milliseconds');

const grid = (session: BrowserSession) => session.page.getByRole('region', { name: 'Grille des programmes' });
const shows = (session: BrowserSession) => grid(session).getByRole('link', { name: /, \d\d:\d\d – \d\d:\d\d, / });
const nodeCount = (session: BrowserSession) => session.page.evaluate(() => document.querySelectorAll('*').length);

/** The node count once the grid stopped changing (every chunk in view decoded and drawn). */
async function settledNodeCount(session: BrowserSession): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const previous = last;
        await new Promise((resolve) => setTimeout(resolve, 400));
        last = await nodeCount(session);
        return last === previous;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

/** Opens the guide on a lineup of `channels` and returns the page's node count at now, then deep down and a day later. */
async function nodeCounts(session: BrowserSession, channels: number): Promise<number[]> {
  await session.page.goto(session.url(`/guide?demo-channels=${channels}`));
  await expect.poll(() => shows(session).count(), { timeout: 20_000 }).toBeGreaterThan(20);
  const atNow = await settledNodeCount(session);
  await grid(session).evaluate((element) => element.scrollTo({ top: element.scrollHeight - element.clientHeight }));
  await expect.poll(() => grid(session).getByRole('group').first().getAttribute('aria-label')).not.toBe('Alpha Une');
  await session.page.getByRole('button', { name: /Jour suivant/ }).click();
  await expect.poll(() => shows(session).count(), { timeout: 20_000 }).toBeGreaterThan(20);
  return [atNow, await settledNodeCount(session)];
}

describe('web programme guide: both axes virtualised, data in 4-hour chunks', () => {
  it('should keep the page as small with 400 channels as with 44, anywhere in the grid', async () => {
    const small = await nodeCounts(browser(), 44);
    const other = await openBrowser();
    try {
      const large = await nodeCounts(other, 400);
      // Flat: the lineup size does not show in the page, only what fits the viewport does.
      for (const [index, count] of large.entries())
        expect(Math.abs(count - small[index]!)).toBeLessThanOrEqual(small[index]! * 0.1);
      expect(Math.max(...large)).toBeLessThanOrEqual(1400);
      await other.screenshot('web-guide-400-channels');
    } finally {
      await other.close();
    }
  });

  it('should load the 4-hour chunks around the visible window only, then those of the day it moves to', async () => {
    const session = browser();
    const { page } = session;
    const asked = new Set<number>();
    const formats = new Set<string | null>();
    page.on('request', (request) => {
      const match = /\/epg2d\/(\d+)\//.exec(request.url());
      if (!match) return;
      asked.add(Number(match[1]));
      formats.add(new URL(request.url()).searchParams.get('format'));
    });
    await page.goto(session.url('/guide'));
    await expect.poll(() => shows(session).count(), { timeout: 20_000 }).toBeGreaterThan(20);
    await expect.poll(() => asked.size).toBeGreaterThanOrEqual(3);
    const now = Math.floor((await page.evaluate(() => Date.now())) / CHUNK_MS);
    // A 5-hour view spans two or three chunks, plus one on each side: never the 15 days (90 chunks).
    expect(asked.size).toBeLessThanOrEqual(5);
    expect([...formats]).toEqual(['fbs']);
    for (const id of asked) expect(Math.abs(id - now)).toBeLessThanOrEqual(3);

    await page.getByRole('button', { name: /Jour suivant/ }).click();
    await expect
      .poll(() => [...asked].filter((id) => id - now >= 5).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(asked.size).toBeLessThanOrEqual(10);
  });
});
