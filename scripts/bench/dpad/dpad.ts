/**
 * Remote key latency on TV (npm run bench:dpad, issue 12): from a key press to the next painted
 * frame that shows the new focus, with the CPU throttled 6x through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), as a 2020 TV is several times slower than this machine.
 *
 * The app is built with the demo provider into a temporary folder, served by `vite preview` on
 * loopback and opened in Debian's Chromium (headless) at 1920x1080; the bench signs in on the
 * TV's own form, then walks each screen with the arrows:
 * - home (`/tv/home`): Down, Right, Left, Up over the first cards of the first two rails, so
 *   every key moves a card's focus (Up goes back to the card the first rail had focused; a walk
 *   Down, Right, Up, Left would go on into the menu, a screen of its own, and then press Up on
 *   nothing);
 * - guide (`/tv/guide`): Right, Down, Left, Up on the grid;
 * - the player's controls (`/tv/player/live?channel=…`, a channel with nothing protected on air,
 *   PLAYER_CHANNEL): Enter opens them (once, before the measure, once the video plays), then Right
 *   and Left between their first two buttons.
 * - the search keyboard (`/tv/search`, issue 36): Right, Down, Left, Up over its first keys, the
 *   keyboard's own roving focus (no focus library);
 * - across the search keyboard with results beside it (`/tv/search?q=journal`): round its edge,
 *   Right along the first row, Down the last column, Left along the last row, Up the first column
 *   (Right is never pressed on the last column, which would leave for the results);
 * - the VOD rails (`/tv/vod`): Down to the second rail, Right twice along it, Left twice, Up back
 *   to the first rail's card, once the first two rails are drawn.
 * A screen this build lacks (sent elsewhere, or no control takes the focus) is reported as absent.
 * The peer, same browser, same throttling, same walk and measure: a bare page of 9 rows of 8
 * buttons at the guide's sizes whose arrow keys move the real focus (a few lines of script, no
 * framework): the browser's own floor for a key → painted focus at 6x.
 * What one press measures, inside the page (performance.now() clock): t0 is the keydown event's
 * timeStamp; after it, every animation frame checks whether the focus moved (another
 * `document.activeElement`, or another `aria-activedescendant` on it, for a grid with its own
 * navigation); t1 is a message posted from the first frame that has the new focus, i.e. once
 * that frame's rendering step is done. A press whose focus does not move within 2 s, or moves out
 * of the screen's walk (into the menu), counts as failed. Knobs: DPAD_SCREENS (home,guide,search,VOD,player: only
 * these), DPAD_PRESSES (per screen, default 60), DPAD_WARM_UP (5), DPAD_RATE (6), DPAD_PROFILE (a
 * folder: a trace and a CPU profile of each screen's measured presses, and where their time went).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { buildApp } from '../../serve/build.ts';
import { isMainModule } from '../report/main-module';
import { BROWSER_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from '../report/chromium.ts';
import { startDpadProfile } from './dpad-profile.ts';
import { zapChannels } from '../report/zap-channels';
import { KEYBOARD_COLUMNS, KEYBOARD_LAYOUTS } from '../../../src/ui/tv/keyboard/keyboard-layout';

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const PRESSES = envInt('DPAD_PRESSES', 60);
const WARM_UP = envInt('DPAD_WARM_UP', 5);
const RATE = envInt('DPAD_RATE', 6);
const PROFILE = process.env.DPAD_PROFILE;
/** DPAD_SCREENS=home,guide: only these screens (by name, comma separated). */
const ONLY = process.env.DPAD_SCREENS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const GOAL_P95_MS = 50;
const KEYBOARD_ROWS = KEYBOARD_LAYOUTS.letters.length;
const VIEWPORT = { width: 1920, height: 1080 };

interface Screen {
  readonly name: string;
  readonly path: string;
  /** The keys pressed in turn, round and round. */
  readonly keys: readonly string[];
  /** Keys pressed once before the measure, each waiting for the focus to move (the player's Enter opens its controls). */
  readonly setup?: readonly string[];
  /** What the page must show before the measure (a script's condition), so that every key of the walk has somewhere to go. */
  readonly ready?: string;
  /** Where the walk's focus must stay (a selector): a press that takes it elsewhere (the menu) counts as failed, not measured. */
  readonly within: string;
}

/**
 * The player's channel: the first that plays without a licence and shows nothing behind the
 * parental code in the next minutes (zap-channels.ts); ch2 had an 18+ show on air at night, whose
 * PIN dialog left the controls unmeasured.
 */
const PLAYER_CHANNEL = zapChannels(Date.now(), 1)[0]?.channel.id ?? 'ch2';

const SCREENS: readonly Screen[] = [
  {
    name: 'home',
    path: '/tv/home',
    keys: ['ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp'],
    within: 'main [role="group"]',
  },
  {
    name: 'guide',
    path: '/tv/guide',
    keys: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'],
    within: '[role="region"]',
  },
  {
    name: 'search keyboard',
    path: '/tv/search',
    keys: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'],
    within: '[role="group"][aria-label="Clavier"]',
  },
  {
    // Across the whole keyboard, round its edge, with results beside it: Right along the first row (the last key's
    // Right would leave for the results), Down the last column, Left along the last row, Up the first column.
    name: 'search across',
    path: '/tv/search?q=journal',
    keys: [
      ...Array<string>(KEYBOARD_COLUMNS - 1).fill('ArrowRight'),
      ...Array<string>(KEYBOARD_ROWS - 1).fill('ArrowDown'),
      ...Array<string>(KEYBOARD_COLUMNS - 1).fill('ArrowLeft'),
      ...Array<string>(KEYBOARD_ROWS - 1).fill('ArrowUp'),
    ],
    within: '[role="group"][aria-label="Clavier"]',
    ready: `document.querySelector('[data-results-for="journal"] ul button') !== null && document.activeElement?.textContent === 'a'`,
  },
  {
    // Along the first rails and across them: Down to the second rail, Right twice along it, Left twice, Up to the
    // first rail's card (every key moves a card's focus; Left on a rail's first card would open the menu).
    name: 'VOD rails',
    path: '/tv/vod',
    keys: ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowUp'],
    within: 'main [role="group"]',
    // The first two rails drawn (at 6x they load after the first card has the focus), the focus on a card.
    ready: `[...document.querySelectorAll('main [role="group"] ul')].slice(0, 2).every((rail) => rail.querySelectorAll('li').length >= 3)
      && document.activeElement?.closest('main [role="group"] li') != null`,
  },
  {
    name: 'player controls',
    path: `/tv/player/live?channel=${PLAYER_CHANNEL}`,
    keys: ['ArrowRight', 'ArrowLeft'],
    setup: ['Enter'],
    within: 'section[aria-label="Commandes du lecteur"]',
    // Playing, the controls have more than play/pause (30 s back, start-over…): Right has a button to go to. Playing
    // means the video plays, not only that its controls showed: at 6x they show while it loads, and as it starts they
    // draw again and give the focus back to the first one, whose Left then opens the menu (the walk measured the menu).
    ready: `(() => {
      const video = document.querySelector('video');
      const toggle = document.activeElement?.parentElement?.querySelector('button');
      return video !== null && !video.paused && video.readyState >= 3 && video.currentTime > 0 && toggle?.textContent === 'Pause'
        && (document.activeElement?.parentElement?.querySelectorAll('button:not([aria-disabled])').length ?? 0) >= 2;
    })()`,
  },
];

/** Installed in the page: arms a measure for the next keydown; its promise gives ms, or -1 when the focus did not move. */
const ARM = `window.__dpadArm = () => {
  const focusOf = () => { const element = document.activeElement; return [element, element && element.getAttribute('aria-activedescendant')]; };
  const [element, descendant] = focusOf();
  window.__dpadDone = new Promise((resolve) => {
    window.addEventListener('keydown', (event) => {
      const t0 = event.timeStamp;
      const check = () => requestAnimationFrame(() => {
        const [now, nowDescendant] = focusOf();
        if (now !== element || nowDescendant !== descendant) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - t0);
          channel.port2.postMessage(0);
        } else if (performance.now() - t0 > 2000) resolve(-1);
        else check();
      });
      check();
    }, { capture: true, once: true });
  });
};`;

async function press(page: Page, key: string): Promise<number> {
  await page.evaluate('window.__dpadArm()');
  await page.keyboard.press(key);
  return (await page.evaluate('window.__dpadDone')) as number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Opens a screen; null when this build lacks it (sent elsewhere, or no control takes the focus). */
async function open(page: Page, origin: string, screen: Screen): Promise<string | null> {
  await page.goto(`${origin}${screen.path}`);
  const wanted = new URL(`${origin}${screen.path}`).pathname;
  const focused = await page
    .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
      timeout: 15_000,
    })
    .then(
      () => true,
      () => false,
    );
  const pathname = new URL(page.url()).pathname;
  if (pathname !== wanted) return `absent (sent to ${pathname})`;
  return focused ? null : 'absent (no control takes the focus)';
}

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/tv/login`);
  // On a fresh profile MSW reloads the page once, before its worker controls it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByLabel('Mot de passe').press('Enter');
  await page.waitForURL('**/tv/home', { timeout: 30_000 });
}

/** p95 per screen in ms, null when the screen was not measured or the focus never moved. */
export type DpadFigures = Record<string, { p95: number | null; failed: number; note?: string }>;
/** The screens' figures and their peer, the bare page's p50 and p95 (null when it could not be measured). */
export interface DpadReport {
  readonly screens: DpadFigures;
  readonly bare: { readonly p50: number; readonly p95: number } | null;
}

/**
 * Presses a walk's keys in turn, WARM_UP presses then PRESSES measured ones (`measuring` runs
 * between them); the measured times sorted, and how many measured presses moved no focus or
 * left the element `within` selects.
 */
async function walk(
  page: Page,
  keys: readonly string[],
  within?: string,
  measuring?: () => Promise<void>,
): Promise<{ sorted: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  for (let at = 0; at < WARM_UP + PRESSES; at += 1) {
    if (at === WARM_UP) await measuring?.();
    const time = await press(page, keys[at % keys.length]!);
    const inWalk =
      within === undefined ||
      ((await page.evaluate(`document.activeElement?.closest(${JSON.stringify(within)}) != null`)) as boolean);
    if (at < WARM_UP) continue;
    if (time < 0 || !inWalk) failed += 1;
    else times.push(time);
  }
  return { sorted: times.sort((a, b) => a - b), failed };
}

/** The peer: 9 rows of 8 buttons at the guide's sizes, the arrows moving the real focus; nothing else. */
const BARE_GRID_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare grid</title><style>
  body { margin: 0; background: #111; color: #eee; font: 24px sans-serif; }
  div { position: relative; width: 1440px; height: 792px; overflow: hidden; }
  button { position: absolute; width: 176px; height: 80px; border: 0; border-radius: 8px; background: #333; color: #eee; font: inherit; text-align: left; }
  button:focus { outline: 4px solid orange; background: #eee; color: #111; }
</style></head><body><div>${Array.from({ length: 9 }, (_, row) =>
  Array.from(
    { length: 8 },
    (_, column) =>
      `<button tabindex="-1" style="top:${row * 88 + 4}px;left:${column * 180}px"><b>Show ${row}.${column}</b><br>20:00 – 21:00</button>`,
  ).join(''),
).join('')}</div>
<script>
  const buttons = document.querySelectorAll('button');
  let row = 0, column = 0;
  const focusAt = () => buttons[row * 8 + column].focus();
  addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') column = Math.min(7, column + 1);
    else if (event.key === 'ArrowLeft') column = Math.max(0, column - 1);
    else if (event.key === 'ArrowDown') row = Math.min(8, row + 1);
    else if (event.key === 'ArrowUp') row = Math.max(0, row - 1);
    focusAt();
  });
  focusAt();
</script></body></html>`;

/** The peer's presses: the guide's walk on the bare grid, in the same page (same throttling); p50 and p95 in ms. */
async function measureBareGrid(
  page: Page,
  origin: string,
  keys: readonly string[],
): Promise<{ p50: number; p95: number }> {
  await page.route(`${origin}/bare-grid`, (route) => route.fulfill({ contentType: 'text/html', body: BARE_GRID_PAGE }));
  await page.goto(`${origin}/bare-grid`);
  const { sorted } = await walk(page, keys);
  if (sorted.length === 0) throw new Error('no press moved the focus');
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Runs the bench (printing as `npm run bench:dpad` does) and returns its figures for `npm run bench`. */
export async function benchDpad(): Promise<DpadReport> {
  const figures: DpadFigures = {};
  let bare: DpadReport['bare'];
  const started = Date.now();
  const temp: string[] = [];
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const loadBefore = loadavg();
  try {
    const outDir = mkdtempSync(join(tmpdir(), 'bench-dpad-dist-'));
    temp.push(outDir);
    // Both layouts, the TV one lowered for Chromium 68 as TVs get it.
    await buildApp(outDir, { demo: true }, 'error');
    const server: PreviewServer = await preview({
      preview: { port: 0, host: '127.0.0.1' },
      build: { outDir },
      logLevel: 'error',
    });
    cleanups.push(() => server.close());
    const address = server.httpServer.address();
    if (address === null || typeof address === 'string') throw new Error('preview server has no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const profile = mkdtempSync(join(tmpdir(), 'bench-dpad-'));
    temp.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      locale: BROWSER_LOCALE,
      viewport: VIEWPORT,
      args: [...CHROMIUM_ARGS],
    });
    cleanups.unshift(() => context.close());
    await context.addInitScript(ARM);
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.log(`  (page error: ${error.message})`));
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });

    console.log(
      `bench:dpad — key press → next painted frame with the new focus; TV layout, demo provider, Chromium headless, ${VIEWPORT.width}x${VIEWPORT.height}, CPU throttled ${RATE}x (CDP Emulation.setCPUThrottlingRate)`,
    );
    console.log(
      `t0 = keydown timeStamp; t1 = message posted from the first animation frame whose focus (activeElement or its aria-activedescendant) moved; ${PRESSES} presses per screen after ${WARM_UP} warm-up presses`,
    );
    const verdicts: string[] = [];
    for (const screen of SCREENS.filter((each) => !ONLY || ONLY.some((name) => each.name.startsWith(name)))) {
      const absent = await open(page, origin, screen);
      if (absent !== null) {
        console.log(`  ${screen.name.padEnd(16)} ${absent}: not measured`);
        verdicts.push(`${screen.name}: not measured`);
        figures[screen.name] = { p95: null, failed: 0, note: absent };
        continue;
      }
      let unset = false;
      for (const key of screen.setup ?? []) unset ||= (await press(page, key)) < 0;
      if (!unset && screen.ready)
        unset = !(await page.waitForFunction(screen.ready, undefined, { timeout: 30_000 }).then(
          () => true,
          () => false,
        ));
      if (unset) {
        console.log(
          `  ${screen.name.padEnd(16)} absent (${screen.setup?.join(', ')} moved no focus, or the walk's controls never showed): not measured`,
        );
        verdicts.push(`${screen.name}: not measured`);
        figures[screen.name] = { p95: null, failed: 0, note: 'absent' };
        continue;
      }
      const profile: { stop?: Awaited<ReturnType<typeof startDpadProfile>> } = {};
      const { sorted, failed } = await walk(page, screen.keys, screen.within, async () => {
        if (PROFILE) profile.stop = await startDpadProfile(cdp, PROFILE);
      });
      const profiled = profile.stop ? await profile.stop(screen.name, PRESSES) : [];
      if (sorted.length === 0) {
        console.log(`  ${screen.name.padEnd(16)} no press moved the focus (${failed} failed)`);
        verdicts.push(`${screen.name}: not met (focus never moved)`);
        figures[screen.name] = { p95: null, failed, note: 'no press moved the focus' };
        continue;
      }
      const p95 = percentile(sorted, 95);
      console.log(
        `  ${screen.name.padEnd(16)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}  max ${ms(sorted.at(-1)!)}  (${sorted.length} presses${failed ? `, ${failed} without a focus move or out of the walk` : ''})`,
      );
      for (const line of profiled) console.log(line);
      figures[screen.name] = { p95, failed };
      verdicts.push(`${screen.name}: ${p95 <= GOAL_P95_MS && failed === 0 ? 'met' : 'not met'} (${ms(p95)})`);
    }
    const guideWalk = SCREENS.find((screen) => screen.name === 'guide')!.keys;
    bare = await measureBareGrid(page, origin, guideWalk).catch(
      (error: unknown) => (console.log(`  bare page        not measured (${String(error).split('\n')[0]})`), null),
    );
    if (bare)
      console.log(
        `  bare page        p50 ${ms(bare.p50)}  p95 ${ms(bare.p95)}  (the peer: 9 × 8 buttons, the arrows move the real focus, no framework; the guide's walk)`,
      );
    console.log(`goal p95 ≤ ${GOAL_P95_MS} ms on each screen — ${verdicts.join('; ')}`);
    const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
    console.log(
      `load average (1, 5, 15 min) at start ${load(loadBefore)}, at end ${load(loadavg())} (2-core machine, shared); total ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    for (const cleanup of cleanups)
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => console.log(`  (cleanup: ${String(error)})`));
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  }
  return { screens: figures, bare };
}

if (isMainModule(import.meta.url)) await benchDpad();
