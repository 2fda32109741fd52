import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/adapters/demo/random';
import { browserPerTest, load, signInOnWeb, waitForPath } from './browser';
import { settledFocusState, type FocusState } from './tv-focus';

/**
 * The seeded random walk of issues 12 and 36: remote keys at random across a group of TV screens;
 * after every key the focus settles on a visible element, no console or page error appears, and
 * no key ends on live unless it chose live. Each group is a file of its own with its own seed
 * (`tv-random-walk-*.test.ts`), so that the files run side by side and each stays short.
 *
 * `ZAPLINE_WALK_SEED` replays a walk with another seed, `ZAPLINE_WALK_KEYS` sets each walk's
 * length, `ZAPLINE_WALK_HISTORY` how many of the last keys a failure prints.
 */

/** Show ids of the demo's guide that the start addresses need (a show overlay, a download). */
export interface WalkShows {
  /** A show on air now. */
  readonly current: string;
  /** An ended 30-minute show of the last day on a clear channel (it downloads). */
  readonly ended: string;
}

/** An address a walk starts at: as is, or built from the demo's shows. */
export type WalkStart = string | ((shows: WalkShows) => string);

export interface WalkPlan {
  /** The screens the file walks, for the test's name. */
  readonly screens: string;
  /** The file's own seed, fixed so that a red run is a regression, not a new path. */
  readonly seed: number;
  /** How many keys the walk presses (sized so that the file stays near a minute on a loaded 2-core machine). */
  readonly keys: number;
  /** The addresses the walk starts at, in turn: each gets its share of the keys, and every one is walked. */
  readonly starts: readonly WalkStart[];
  /** The paths of the group (`/tv/...`): a walk that leaves them starts again at the next address. */
  readonly inside: RegExp;
}

/** How many of the last keys a failure prints. */
const HISTORY = Number(process.env.ZAPLINE_WALK_HISTORY ?? 20);
/** How long the focus must stay on one element to count as settled after a key. */
const SETTLE_STABLE_MS = 40;
/** How long the focus may take to settle on a visible element after a key (a screen that opens loads first). */
const SETTLE_TIMEOUT = 10_000;
/** How long a Back that has not moved yet may still be moving through the history. */
const BACK_MOVE_MS = 300;

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

const addressOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};
const isLive = (address: string) => /^\/tv\/live(\/|\?|$)/.test(address);

/**
 * Why a key that ended on live did not choose it, or null when it did (or did not end there): it
 * went through another address on the way (an unknown or refused address sent on to live), or it
 * was not a key that chooses a place (Enter on an entry, or Back: back to where the user came
 * from, or out of a player opened from nowhere).
 */
function unchosenLive(key: string, before: string, addresses: readonly string[]): string | null {
  const after = addresses[addresses.length - 1] ?? before;
  if (!isLive(after) || isLive(before)) return null;
  const detour = addresses.find((address) => !isLive(address) && address !== before);
  if (detour !== undefined) return `${key} went to ${detour}, which sent it on to live (${after})`;
  const chooses = key === 'Enter' || key === 'Escape';
  return chooses ? null : `${key} on ${before} ended on live (${after}) without choosing it`;
}

/** Whether the focus is on the menu's last entry (sign-out), which the walk does not press: it would end the session. */
const onSignOut = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const entries = element?.closest('nav')?.querySelectorAll('button');
    return entries !== undefined && entries.length > 0 && entries[entries.length - 1] === element;
  });

/** The demo guide's shows the start addresses need. */
function pickShows(page: Page): Promise<WalkShows> {
  return page.evaluate(async () => {
    const now = Date.now();
    const guide = (await globalThis.demoProvider!.backend()).guide;
    const channels = guide.channels(null).filter((channel) => channel.playable && channel.recordable);
    const shows = channels.filter((channel) => !channel.encrypted).flatMap((channel) => guide.channelGuide(channel.id));
    const current = shows.find(
      (show) => show.startDate.epochMilliseconds <= now && show.stopDate.epochMilliseconds > now && show.age < 16,
    );
    const ended = shows.find(
      (show) =>
        show.stopDate.epochMilliseconds < now - 600_000 &&
        show.startDate.epochMilliseconds > now - 20 * 3_600_000 &&
        show.stopDate.epochMilliseconds - show.startDate.epochMilliseconds === 1_800_000 &&
        show.age < 16,
    );
    if (!current || !ended) throw new Error('no show to start the walk at');
    return { current: current.id, ended: ended.id };
  });
}

/** Registers one seeded walk over `plan`'s screens (call it at the top of a `tv-random-walk-*.test.ts` file). */
export function describeWalk(file: string, plan: WalkPlan): void {
  const browser = browserPerTest({ width: 1920, height: 1080 });
  const seed = Number(process.env.ZAPLINE_WALK_SEED ?? plan.seed);
  const keyCount = Number(process.env.ZAPLINE_WALK_KEYS ?? plan.keys);
  const replay = `ZAPLINE_WALK_SEED=${seed} npx vitest run --project e2e tests/e2e/${file}`;
  // Each start gets its share; the walk moves on to the next start when it leaves the group.
  const segment = Math.max(1, Math.ceil(keyCount / plan.starts.length));

  describe(`TV random walk over ${plan.screens} (issues 12 and 36)`, () => {
    it(
      `should keep the focus visible, the console clean and live only where chosen over ${keyCount} seeded keys`,
      { timeout: 300_000 },
      async () => {
        console.info(`TV random walk (${file}): seed ${seed}, ${keyCount} keys (replay: ${replay})`);
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
        // Every address the page goes through (history changes included), for the live rule.
        let addresses: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) addresses.push(addressOf(frame.url()));
        });
        const random = seededRandom(seed);
        const last: string[] = [];
        const fail = (why: string) => {
          throw new Error(
            `${why}\nseed ${seed}, replay: ${replay}\nkey ${last.length > 0 ? last[last.length - 1] : '-'}; last keys:\n${last.slice(-HISTORY).join('\n')}`,
          );
        };

        await signInOnWeb(session, 'demo@example.com', /^\/home$/);
        const shows = await pickShows(page);
        const starts = plan.starts.map((start) => (typeof start === 'string' ? start : start(shows)));
        const walked = new Set<string>();
        let next = 0;
        const start = async (reason: string) => {
          const address = starts[next % starts.length]!;
          next += 1;
          last.push(`  (${reason}: open ${address})`);
          await load(page, url(address));
          await waitForPath(page, new RegExp(`^${address.replace(/[?]/g, '\\?')}$`));
          // The prerendered page hydrated and its data in (a key pressed while a part still hydrates
          // races it on a loaded machine): the walk is of the app, not of its start.
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          const state = await settled(page);
          if (state.problem !== null)
            fail(`the focus did not settle on ${address}: ${state.problem} ("${state.name}")`);
          walked.add(address);
        };
        await start('start');
        // One session of the browser's protocol for the remote's own keys (it lives as long as the page).
        const cdp = await page.context().newCDPSession(page);

        for (let count = 1; count <= keyCount; count += 1) {
          let key = pick(random);
          if (key.name === 'Enter' && (await onSignOut(page))) key = { name: 'ArrowUp' };
          const before = addressOf(page.url());
          addresses = [];
          await press(page, cdp, key);
          let state = await settled(page);
          // Back leaves a screen through the history, whose move lands a task later (later still on a
          // loaded machine, while the screen left stays drawn): one that has not moved waits a moment
          // more, so that where Back leads is Back's doing, not the next key's.
          if (key.name === 'Escape' && addressOf(page.url()) === before) {
            const moved = await page
              .waitForURL((url) => addressOf(url.href) !== before, { timeout: BACK_MOVE_MS })
              .then(() => true)
              .catch(() => false);
            if (moved) state = await settled(page);
          }
          const after = addressOf(page.url());
          last.push(`#${count} ${key.name} on ${before} -> ${after} "${state.name.slice(0, 60)}"`);
          if (last.length > HISTORY) last.shift();
          if (state.problem !== null)
            fail(`focus lost after a key: ${state.problem} ("${state.name.slice(0, 60)}") on ${after}`);
          if (errors.length > 0) fail(`an error appeared:\n${errors.join('\n')}`);
          const live = unchosenLive(key.name, before, [...addresses, after]);
          if (live !== null) fail(`live without choosing it: ${live}`);
          if (count % segment === 0 || !plan.inside.test(after)) {
            if (count < keyCount)
              await start(count % segment === 0 ? 'next start' : `left ${plan.screens} at ${after}`);
          }
        }
        expect(errors).toEqual([]);
        // Every start address was walked from.
        expect([...walked].sort()).toEqual([...new Set(starts)].sort());
      },
    );
  });
}
