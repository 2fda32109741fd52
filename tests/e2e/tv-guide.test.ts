import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, expectVideoAdvancing, signInOnWeb, waitForPath, type BrowserSession } from './browser';

/** The TV guide with the remote alone (issue 12, item 5), at the suite's fixed clock: Monday 23 November 2026, 20:30 in Zurich. */
const browser = browserPerTest({ width: 1920, height: 1080 });

/** The focused cell as the remote sees it: its spoken name, its row's channel, its times (minutes of the day) and its timing. */
interface Focused {
  readonly label: string;
  readonly channel: string;
  readonly start: number;
  readonly stop: number;
  readonly timing: string | null;
  readonly day: string;
  /** The grid has drawn this focus (its cell is the one in the Tab order): a key may focus a drawn cell before the grid renders the move. */
  readonly drawn: boolean;
}

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.matches('[data-cell]')) return null;
    // The cell's name is its text, times and channel completed for screen readers (the recorded dot is not said).
    const label = (element.textContent ?? '').replace('●', '');
    const times = /(\d\d):(\d\d) – (\d\d):(\d\d)/.exec(label);
    const minutes = (h?: string, m?: string) => Number(h) * 60 + Number(m);
    const start = times ? minutes(times[1], times[2]) : -1;
    const rawStop = times ? minutes(times[3], times[4]) : -1;
    return {
      label,
      channel: element.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
      start,
      stop: rawStop < start ? rawStop + 24 * 60 : rawStop,
      timing: element.dataset.timing ?? null,
      day: document.querySelector('[role="region"] > div')?.textContent ?? '',
      drawn: element.getAttribute('tabindex') === '0',
    };
  });
}

/** The colour keys of a remote, which no keyboard has: their platform key name and code (notes/tv-platforms.md). */
const COLOUR_KEYS: Readonly<Record<string, { key: string; code: number }>> = {
  red: { key: 'ColorF0Red', code: 403 },
  yellow: { key: 'ColorF2Yellow', code: 405 },
  blue: { key: 'ColorF3Blue', code: 406 },
};

/** Presses a keyboard key, or a remote's colour key as the TV sends it (a trusted key event through the browser's protocol). */
async function pressKey(page: Page, key: string): Promise<void> {
  const colour = COLOUR_KEYS[key];
  if (colour === undefined) return page.keyboard.press(key);
  const cdp = await page.context().newCDPSession(page);
  for (const type of ['rawKeyDown', 'keyUp'] as const)
    await cdp.send('Input.dispatchKeyEvent', { type, key: colour.key, windowsVirtualKeyCode: colour.code });
  await cdp.detach();
}

/**
 * Presses a key and waits until the focused cell is another show, drawn by the grid (its day shown):
 * while a day or chunk it moved to is loading, the focus stands in a gap (no timing), which is not
 * where the key lands yet.
 */
async function press(page: Page, key: string): Promise<Focused> {
  const before = await focused(page);
  await pressKey(page, key);
  let after: Focused | null = null;
  await expect
    .poll(
      async () => {
        after = await focused(page);
        return (
          after !== null &&
          after.timing !== null &&
          after.drawn &&
          after.label + after.channel + after.day !== `${before?.label}${before?.channel}${before?.day}`
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return after!;
}

/** Signs in (on the web login, the one shared session) and opens the TV guide at now. */
async function openGuide(session: BrowserSession, channels?: number): Promise<Focused> {
  await signInOnWeb(session, 'demo@example.com', /^\/home$/);
  await session.page.goto(session.url(`/tv/guide${channels ? `?demo-channels=${channels}` : ''}`));
  let first: Focused | null = null;
  await expect
    .poll(async () => (first = await focused(session.page))?.timing ?? null, { timeout: 20_000 })
    .toBe('current');
  return first!;
}

const NOW = 20 * 60 + 30;

describe('TV guide: the grid and its own navigation, keys only', () => {
  it('should open at now on the first channel, keep the time cursor up and down, step show by show and page with CH+ and CH-', async () => {
    const { page, screenshotBothThemes } = browser();
    const first = await openGuide(browser());
    expect(first.start).toBeLessThanOrEqual(NOW);
    expect(first.stop).toBeGreaterThan(NOW);
    await expectVideoAdvancing(page, 1);
    await screenshotBothThemes('tv-guide');

    // Right goes to the next show; the time cursor is now its start.
    const next = await press(page, 'ArrowRight');
    expect(next.channel).toBe(first.channel);
    expect(next.start).toBe(first.stop);
    const cursor = next.start;
    // Down, down: each time the show of the next channel that overlaps the cursor.
    const below = await press(page, 'ArrowDown');
    expect(below.channel).not.toBe(first.channel);
    expect(below.start).toBeLessThanOrEqual(cursor);
    expect(below.stop).toBeGreaterThan(cursor);
    const further = await press(page, 'ArrowDown');
    expect(further.start).toBeLessThanOrEqual(cursor);
    expect(further.stop).toBeGreaterThan(cursor);
    const back = await press(page, 'ArrowUp');
    expect(back.label).toBe(below.label);
    const top = await press(page, 'ArrowUp');
    expect(top.label).toBe(next.label);

    // CH- pages down a screen of channels (7 rows), CH+ back up, at the same time cursor.
    const paged = await press(page, 'PageDown');
    // The rows on screen (the grid also draws one row beyond each edge of its frame, for the next Up or Down).
    const channelsShown = await page.getByRole('group').evaluateAll((groups) =>
      groups
        .filter((group) => {
          const row = group.getBoundingClientRect();
          const frame = group.parentElement!.parentElement!.getBoundingClientRect();
          return row.top >= frame.top - 1 && row.bottom <= frame.bottom + 1;
        })
        .map((group) => group.getAttribute('aria-label')),
    );
    expect(channelsShown.indexOf(paged.channel)).toBe(0);
    expect(paged.start).toBeLessThanOrEqual(cursor);
    expect(paged.stop).toBeGreaterThan(cursor);
    const up = await press(page, 'PageUp');
    expect(up.label).toBe(next.label);
  });

  it('should scroll the window show by show across chunk and day boundaries, jump a day and come back to now', async () => {
    const { page, screenshot } = browser();
    const first = await openGuide(browser());
    const today = first.day;
    const ticks = () => page.locator('[role="region"] [aria-hidden="true"] span').allTextContents();
    const firstTicks = await ticks();
    let current = first;
    // 20:30 to past midnight: across the 00:00 chunk boundary (4-hour chunks from midnight UTC) and the day.
    for (let step = 0; step < 40 && current.day === today; step += 1) {
      const next = await press(page, 'ArrowRight');
      expect(next.channel).toBe(first.channel);
      current = next;
    }
    expect(current.day).not.toBe(today);
    expect(await ticks()).not.toEqual(firstTicks);
    await screenshot('tv-guide-after-midnight');
    // And back show by show, into today again.
    const previous = await press(page, 'ArrowLeft');
    expect(previous.day).toBe(today);

    // Blue jumps a day forward at the same wall-clock time, yellow a day back, 0 back to now.
    await press(page, '0');
    const tomorrow = await press(page, 'blue');
    expect(tomorrow.day).not.toBe(today);
    expect(tomorrow.timing).toBe('future');
    expect(tomorrow.start).toBeLessThanOrEqual(NOW);
    expect(tomorrow.stop).toBeGreaterThan(NOW);
    const yesterday = await press(page, 'yellow').then(() => press(page, 'yellow'));
    expect(yesterday.timing).toBe('ended');
    const now = await press(page, '0');
    expect(now.label).toBe(first.label);
  });
});

describe('TV guide: Enter, red and the picture in guide', () => {
  it("should play a current show, replay a past one and open a future one's detail", async () => {
    const { page } = browser();
    const paths: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    const first = await openGuide(browser());
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/tv\/player\/live\?channel=/);
    await expectVideoAdvancing(page, 1);
    // Back comes back to the same cell of the guide.
    await page.keyboard.press('Escape');
    await waitForPath(page, /^\/tv\/guide/);
    await expect.poll(async () => (await focused(page))?.label).toBe(first.label);

    let past = await press(page, 'ArrowLeft');
    while (past.timing !== 'ended') past = await press(page, 'ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => paths.some((path) => path.startsWith('/tv/player/replay?show='))).toBe(true);

    await page.goto(browser().url('/tv/guide'));
    await expect.poll(async () => (await focused(page))?.timing, { timeout: 20_000 }).toBe('current');
    await press(page, 'ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => paths.some((path) => path.startsWith('/tv/guide/show/'))).toBe(true);
  });

  it("should record a future show with red, and keep the picture in guide playing the focused row's channel, muted", async () => {
    const { page, screenshot } = browser();
    await openGuide(browser());
    await expectVideoAdvancing(page, 1);
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.volume)).toBe(0);
    const future = await press(page, 'ArrowRight');
    expect(future.timing).toBe('future');
    await pressKey(page, 'red');
    await expect
      .poll(() => page.getByRole('status').last().textContent())
      .toBe(`${future.label.split(',')[0]} est programmé pour l’enregistrement.`);
    await expect.poll(async () => (await focused(page))?.label).toMatch(/, enregistré$/);

    const below = await press(page, 'ArrowDown');
    await expect
      .poll(() => page.locator('video').getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(`En direct dans le guide : ${below.channel}`);
    await expectVideoAdvancing(page, 1);
    await screenshot('tv-guide-pig-follows');
  });
});

describe('TV guide: fluid at 400 channels', () => {
  it('should draw its first frame fast and touch only the cells that change on a key press', async () => {
    const session = browser();
    const { page } = session;
    await openGuide(session, 400);
    // Again, the lineup cached in the browser as a returning viewer has it: navigation to the first focused cell, frame by frame.
    const started = Date.now();
    await page.goto(session.url('/tv/guide'));
    await page.waitForFunction(
      () => document.activeElement?.matches('[data-cell]') && document.querySelectorAll('[data-cell]').length > 10,
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    const firstCells = Date.now() - started;
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(nodes).toBeLessThan(900);
    // Watches which elements of the grid change on one key press.
    const touched = async (key: string) => {
      await page.evaluate(() => {
        const seen = new Set<Node>();
        const observer = new MutationObserver((records) => records.forEach((record) => seen.add(record.target)));
        observer.observe(document.querySelector('[role="region"]')!, {
          subtree: true,
          attributes: true,
          childList: true,
          characterData: true,
        });
        (globalThis as unknown as { touched: () => number }).touched = () => (observer.disconnect(), seen.size);
      });
      await press(page, key);
      return page.evaluate(() => (globalThis as unknown as { touched: () => number }).touched());
    };
    // Shows still arriving after the first frame (the chunks around the window) would touch their rows: measured once the drawn cells stop changing.
    const drawnCells = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-cell]')].map((cell) => cell.getAttribute('data-cell')).join(),
      );
    for (let drawn = await drawnCells(), stable = 0; stable < 3;) {
      await page.waitForTimeout(500);
      const now = await drawnCells();
      stable = now === drawn ? stable + 1 : 0;
      drawn = now;
    }
    // Down: two cells swap their tabindex, two channel labels their mark (the PiG is outside the grid).
    expect(await touched('ArrowDown')).toBeLessThanOrEqual(4);
    expect(await touched('ArrowUp')).toBeLessThanOrEqual(4);
    // Right inside the window: two cells.
    expect(await touched('ArrowRight')).toBeLessThanOrEqual(2);

    // A walk of arrows and pages: every press moves the focus (the key's timing is `npm run bench`'s: dpad and tv-guide).
    await page.evaluate(() => {
      let moves = 0;
      document.addEventListener('focusin', () => (moves += 1));
      (globalThis as unknown as { moves: () => number }).moves = () => moves;
    });
    const walk = [
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowDown',
      'PageDown',
      'ArrowRight',
      'ArrowUp',
      'ArrowLeft',
      'PageDown',
      'ArrowLeft',
      'ArrowDown',
      'ArrowRight',
      'ArrowRight',
      'PageUp',
      'ArrowUp',
      'ArrowRight',
      'ArrowDown',
      'ArrowLeft',
    ];
    for (const key of walk) await press(page, key);
    expect(
      await page.evaluate(() => (globalThis as unknown as { moves: () => number }).moves()),
    ).toBeGreaterThanOrEqual(walk.length);
    console.info(
      `TV guide at 400 channels: first focused cell ${firstCells} ms after navigation (page load included), ${nodes} nodes`,
    );
  });
});
