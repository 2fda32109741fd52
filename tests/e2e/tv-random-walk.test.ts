import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, load, signInOnWeb, waitForPath } from './browser';
import { seededRandom } from '../../src/adapters/demo/random';
import { settledFocusState, type FocusState } from './tv-focus';

/**
 * The seeded random walk of issue 12: thousands of remote keys across home, live, guide and the
 * player; after every key the focus settles on a visible element and no console or page error
 * appears. `ZAPLINE_WALK_SEED` replays a walk, `ZAPLINE_WALK_KEYS` sets its length.
 */
const browser = browserPerTest({ width: 1920, height: 1080 });

/**
 * The suite's walk is fixed (seed 2, the one its bugs were fixed against), so a red CI run is a
 * regression, not a new path; other seeds explore: `ZAPLINE_WALK_SEED=$RANDOM`.
 */
const SEED = Number(process.env.ZAPLINE_WALK_SEED ?? 2);
/** 2,000 keys took 190-380 s on a loaded 2-core machine; 1,500 keep the suite's run near 4 minutes. */
const KEY_COUNT = Number(process.env.ZAPLINE_WALK_KEYS ?? 1_500);
/** How many of the last keys a failure prints (\`ZAPLINE_WALK_HISTORY\` for more). */
const HISTORY = Number(process.env.ZAPLINE_WALK_HISTORY ?? 20);
/** Every so many keys the walk starts again in the next area, so that each of the four gets its share. */
const SEGMENT = 250;
/** How long the focus must stay on one element to count as settled after a key. */
const SETTLE_STABLE_MS = 40;
/** How long the focus may take to settle on a visible element after a key (a screen that opens loads first). */
const SETTLE_TIMEOUT = 10_000;

/** The four areas of the walk and the address each segment starts at. */
const AREAS = ['/tv/home', '/tv/live/normal', '/tv/guide', '/tv/player/live?channel=ch2'] as const;
/**
 * Console lines that are the protocol, not an error: the browser logs every 4xx and 5xx response.
 * A 404 from backupconfig/ means "nothing saved yet, the defaults apply" (spec, usage port); a 509
 * on adding a recording or an archive is the full quota the walk reaches after many red keys, which the app says
 * in the spec's words (point 8; proven by the fault matrix).
 */
const EXPECTED_CONSOLE = [
  /^Failed to load resource: the server responded with a status of 404 .*\(\S+\/api\/mobile\/backupconfig\/\)$/,
  /^Failed to load resource: the server responded with a status of 509 .*\(\S+\/api\/mobile\/recordings\/(serial\/)?[^/]+\/(archive\/)?\)$/,
];
/**
 * Page errors of the demo provider's plumbing, not of the app: MSW calls its registration's
 * `update()` without waiting for it on every start, and Chromium now and then rejects that
 * update ("Not found") on a loaded machine while the worker in place keeps answering.
 */
const EXPECTED_PAGE_ERRORS = [
  /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/demo-worker\.js'\): Not found\.?$/,
];
const IN_AREAS = /^\/tv\/(home|live|guide|player)(\/|\?|$)/;

/** A remote key: Playwright's keyboard name, or a key name and code only a remote sends. */
type WalkKey = { readonly name: string; readonly code?: number };
const KEYS: readonly (readonly [WalkKey, number])[] = [
  [{ name: 'ArrowUp' }, 12],
  [{ name: 'ArrowDown' }, 12],
  [{ name: 'ArrowLeft' }, 12],
  [{ name: 'ArrowRight' }, 14],
  [{ name: 'Enter' }, 8],
  [{ name: 'Escape' }, 6],
  [{ name: 'PageUp' }, 2],
  [{ name: 'PageDown' }, 2],
  ...'0123456789'.split('').map((digit): [WalkKey, number] => [{ name: digit }, 0.4]),
  [{ name: 'ColorF0Red', code: 403 }, 1],
  [{ name: 'ColorF1Green', code: 404 }, 0.5],
  [{ name: 'ColorF2Yellow', code: 405 }, 0.5],
  [{ name: 'ColorF3Blue', code: 406 }, 0.5],
  [{ name: 'Info', code: 457 }, 1.5],
  [{ name: 'Guide', code: 458 }, 1.5],
  [{ name: 'MediaPlayPause', code: 10252 }, 0.5],
];
const TOTAL_WEIGHT = KEYS.reduce((sum, [, weight]) => sum + weight, 0);

function pick(random: () => number): WalkKey {
  let left = random() * TOTAL_WEIGHT;
  for (const [key, weight] of KEYS) {
    left -= weight;
    if (left < 0) return key;
  }
  return KEYS[0]![0];
}

/** Presses a key the way the TV gives it: a trusted key event, with the remote's code when a keyboard has none. */
async function press(page: Page, cdp: CDPSession, key: WalkKey): Promise<void> {
  if (key.code === undefined) return page.keyboard.press(key.name);
  for (const type of ['rawKeyDown', 'keyUp'] as const)
    await cdp.send('Input.dispatchKeyEvent', { type, key: key.name, windowsVirtualKeyCode: key.code });
}

/** The settled focus; a key that loads another document (a full reload) reads it in the new one. */
async function settled(page: Page): Promise<FocusState> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await settledFocusState(page, SETTLE_STABLE_MS, SETTLE_TIMEOUT);
    } catch (error) {
      if (attempt > 2 || !/Execution context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

const path = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}`;
};

/** Whether the focus is on the menu's last entry (sign-out), which the walk does not press: it would end the session. */
const onSignOut = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const entries = element?.closest('nav')?.querySelectorAll('button');
    return entries !== undefined && entries.length > 0 && entries[entries.length - 1] === element;
  });

describe('TV random walk: the remote cannot lose the focus (issue 12, tests)', () => {
  it(
    `should keep the focus visible and the console clean over ${KEY_COUNT} seeded keys across home, live, guide and player`,
    { timeout: 480_000 },
    async () => {
      console.info(`TV random walk: seed ${SEED}, ${KEY_COUNT} keys (replay with ZAPLINE_WALK_SEED=${SEED})`);
      const session = browser();
      const { page, url } = session;
      const errors: string[] = [];
      page.on('console', (message) => {
        const line = `${message.text()} (${message.location().url})`;
        if (message.type() === 'error' && !EXPECTED_CONSOLE.some((expected) => expected.test(line)))
          errors.push(`console: ${line}`);
      });
      page.on('pageerror', (error) => {
        if (!EXPECTED_PAGE_ERRORS.some((expected) => expected.test(error.message)))
          errors.push(`page: ${error.stack ?? error.message}`);
      });
      const random = seededRandom(SEED);
      const last: string[] = [];
      const fail = (why: string) => {
        throw new Error(
          `${why}\nseed ${SEED} (ZAPLINE_WALK_SEED=${SEED}), key ${last.length > 0 ? last[last.length - 1] : '-'}; last keys:\n${last.slice(-HISTORY).join('\n')}`,
        );
      };

      await signInOnWeb(session, 'demo@example.com', /^\/home$/);
      let segment = 0;
      const start = async (reason: string) => {
        const area = AREAS[segment % AREAS.length]!;
        last.push(`  (${reason}: open ${area})`);
        await load(page, url(area));
        await waitForPath(page, new RegExp(`^${area.replace(/[?]/g, '\\?')}$`));
        const state = await settled(page);
        if (state.problem !== null) fail(`the focus did not settle on ${area}: ${state.problem} ("${state.name}")`);
      };
      await start('start');
      // One session of the browser's protocol for the remote's own keys (it lives as long as the page).
      const cdp = await page.context().newCDPSession(page);

      for (let count = 1; count <= KEY_COUNT; count += 1) {
        let key = pick(random);
        if (key.name === 'Enter' && (await onSignOut(page))) key = { name: 'ArrowUp' };
        const before = path(page);
        await press(page, cdp, key);
        const state = await settled(page);
        last.push(`#${count} ${key.name} on ${before} -> ${path(page)} "${state.name.slice(0, 60)}"`);
        if (last.length > HISTORY) last.shift();
        if (state.problem !== null)
          fail(`focus lost after a key: ${state.problem} ("${state.name.slice(0, 60)}") on ${path(page)}`);
        if (errors.length > 0) fail(`an error appeared:\n${errors.join('\n')}`);
        if (count % SEGMENT === 0 || !IN_AREAS.test(new URL(page.url()).pathname)) {
          segment += 1;
          await start(count % SEGMENT === 0 ? 'next segment' : `left the four areas at ${path(page)}`);
        }
      }
      expect(errors).toEqual([]);
    },
  );
});
