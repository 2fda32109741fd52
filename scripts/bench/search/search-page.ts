/**
 * The in-page lines of bench:search (issue 13: "the per-keystroke budget of 16 ms holds in the
 * page too"): the built app (demo provider) opened at /search with the demo's largest guide
 * (?demo-channels=2000, about 96,000 shows in the search's two days), in Debian's Chromium. The
 * bench's queries are typed key by key into the app's own search field, each key once the last
 * one's results are painted, under a DevTools trace (keystroke-trace.ts). Per keystroke:
 * - the goal, IN_PAGE_BUDGET_MS at p95: the renderer main thread's work from the key's event to
 *   the frame that paints its results, summed (every top-level task: the key's events, React's
 *   renders and commits, the address, the frames' style, layout and paint), as the thread's CPU
 *   time — the page's analogue of bench:search's CPU time per keystroke: what the app spends on
 *   the thread that also has to echo the next key. Elapsed beside it, and the longest single task
 *   (what would hold up a key typed meanwhile). The search itself runs in a worker and is not in it.
 * - its peers: key → the field showing it (the first animation frame whose field holds the key),
 *   in the app and in a bare `<input type="search">` page of the same origin, same browser, same
 *   keys. A key waits for the next vsync whatever the page does (p50 ≈ 8 ms, p95 ≈ 16 ms on an
 *   idle page), so the echo measures the frame's phase more than the app; the bare field's own
 *   main-thread time is the probe's and the browser's share of the figure above.
 * - key → its results painted, elapsed: the first frame where the screen shows the results of
 *   that very query (its data-results-for) with every card in the viewport drawn (cards render
 *   once seen): the worker, the answer back, React, the cards. No goal: results follow the typing.
 * What weighs on the goal (traces of this bench, November 2026): the demo's channel logos were SVG
 * data addresses, each new one an SVG document the main thread parsed and laid out (about 2 ms of
 * CPU each, up to 9 per key); they are palette PNGs now, as a real provider's raster logos, decoded
 * off the main thread (in a tiny page, 9 new logos: SVG with text 16 ms, SVG with paths 13.5 ms,
 * PNG 3.2 ms). The address is written once typing pauses (search-field.tsx), not per key, and the
 * screen is drawn once per answer. What is left per key, 10–16 ms at the median (the figure swings
 * with the machine): the key's events and the field (about 2.5), the answer's render (1–3; 5–8 for
 * a query's first key, which mounts the list: the slots the window holds with the answer, their
 * cards at once, the rest just after the paint, counted in "after the paint"), the frames' style,
 * layout (up to 5 on a first key) and paint (3–4), and this probe's own
 * share (its evaluate and frame callbacks, about 1.5–2, as the bare field's line shows). The
 * page's idle moments after each paint are awaited before the next key, and the work done then is
 * printed apart.
 * `measureSearchInPage` serves its own build unless given the origin of one (npm run bench shares
 * the report's). Knobs: SEARCH_PAGE_ROUNDS; SEARCH_PAGE_TRACE=<folder> keeps the traces (app and
 * bare field) for DevTools.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { preview } from 'vite';
import { buildApp } from '../../serve/build.ts';
import { BROWSER_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from '../report/chromium.ts';
import { keystrokeWork, startKeystrokeTrace, type KeystrokeWork } from './keystroke-trace.ts';
import { QUERIES } from './search-data';
import { BARE_FIELD_PAGE, PROBE, type Probe } from './search-page-probe.ts';

/** The demo's largest lineup: its guide's shows over the search's window. */
const CHANNELS = 2000;
/** Issue 13: the per-keystroke budget (one frame) of bench:search, held in the page: the main thread's work per keystroke, p95. */
export const IN_PAGE_BUDGET_MS = 16;

/** Median and 95th percentile of one figure per keystroke, in ms. */
export interface Spread {
  readonly median: number;
  readonly p95: number;
}

/**
 * The in-page figures. The goal (issue 13: the per-keystroke budget of 16 ms "holds in the page
 * too") is on the page's analogue of bench:search's CPU time per keystroke: the renderer main
 * thread's work from the key's event to its results painted, summed. The echo (key → the field
 * showing it) is printed beside it with its peer, a bare field in the same browser: a key waits
 * for the next frame whatever the page does, so the echo mostly measures the frame's phase.
 */
export interface InPageFigure {
  readonly shows: number;
  readonly keystrokes: number;
  readonly budgetMs: number;
  /**
   * Main-thread time per keystroke, key → its results painted, as the thread's CPU time (steadier
   * on a shared machine, as bench:search's CPU line): the line with the goal; null when the trace gave nothing.
   */
  readonly mainThread: Spread | null;
  /** The same, elapsed (the tasks' wall time: the machine's other work included). */
  readonly mainThreadElapsed: Spread | null;
  /** CPU time of the main thread after the results' paint until the page is idle (what the keystroke leaves for later: not in the goal). */
  readonly afterPaint: Spread | null;
  /** The longest single main-thread task per keystroke (what holds up the next key's echo). */
  readonly longestTask: Spread | null;
  readonly met: boolean;
  /** Key → field echoed, the app's field. */
  readonly echo: Spread;
  /** Key → its results painted. */
  readonly painted: Spread;
  /** The peer: the same keys into a page that holds only an `<input type="search">`; null when it could not be measured. */
  readonly bare: { readonly echo: Spread; readonly mainThread: Spread | null } | null;
}

const at = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const spread = (values: readonly number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: at(sorted, 50), p95: at(sorted, 95) };
};
const spreadOrNull = (values: readonly number[]) => (values.length === 0 ? null : spread(values));

/** Waits until the app has indexed the whole guide: the count of shows it gave its worker stops growing. */
async function indexedShows(page: Page): Promise<number> {
  let last = -1;
  for (let tries = 0; tries < 120; tries++) {
    await page.waitForTimeout(2000);
    const now = await page.evaluate(() => (window as unknown as { __searchIndexed?: number }).__searchIndexed ?? 0);
    if (now > 0 && now === last) return now;
    last = now;
  }
  throw new Error(`the guide never settled (${last} shows indexed)`);
}

interface Typed {
  readonly echo: number[];
  readonly painted: number[];
  next: number;
}

/**
 * Types `text` into the focused field key by key; per key (when `typed` is given) the time to the
 * field's echo and, in the app, to its results painted, each key marked in the trace. Then clears
 * the field and waits until the page has drawn that. `bare`: the peer page, echo only.
 */
async function typeTimed(page: Page, field: Locator, text: string, typed: Typed | null, bare: boolean): Promise<void> {
  for (let i = 1; i <= text.length; i++) {
    const id = typed === null ? null : String(typed.next++);
    await page.evaluate(({ query, key, echoOnly }) => (window as unknown as Probe).__arm(query, key, echoOnly), {
      query: text.slice(0, i),
      key: id,
      echoOnly: bare,
    });
    await field.press(text[i - 1] === ' ' ? 'Space' : text[i - 1]!);
    const [echo, painted] = await page.evaluate(
      (echoOnly) =>
        Promise.all([(window as unknown as Probe).__echoed, echoOnly ? 0 : (window as unknown as Probe).__painted]),
      bare,
    );
    // The next key once the page is idle again: each keystroke's work is its own.
    if (!bare) await page.evaluate(() => (window as unknown as Probe).__settled);
    typed?.echo.push(echo);
    if (!bare) typed?.painted.push(painted);
  }
  await page.evaluate((echoOnly) => (window as unknown as Probe).__arm('', null, echoOnly), bare);
  await field.press('Control+A');
  await field.press('Backspace');
  await page.evaluate(
    (echoOnly) => (echoOnly ? (window as unknown as Probe).__echoed : (window as unknown as Probe).__painted),
    bare,
  );
}

/** Types every query `rounds` times (after a warm-up) under a trace: the times per key and the main thread's work per key. */
async function typeQueries(
  page: Page,
  rounds: number,
  bare: boolean,
): Promise<{ typed: Typed; work: KeystrokeWork[] }> {
  const field = page.locator('input[type="search"]');
  await typeTimed(page, field, 'warm up', null, bare);
  const typed: Typed = { echo: [], painted: [], next: 0 };
  const stop = await startKeystrokeTrace(await page.context().newCDPSession(page));
  let failure: unknown = null;
  try {
    for (let round = 0; round < rounds; round++)
      for (const query of QUERIES) await typeTimed(page, field, query, typed, bare);
  } catch (error) {
    failure = error;
  }
  const events = await stop();
  if (process.env.SEARCH_PAGE_TRACE) {
    mkdirSync(process.env.SEARCH_PAGE_TRACE, { recursive: true });
    writeFileSync(
      join(process.env.SEARCH_PAGE_TRACE, `${bare ? 'bare-field' : 'app'}.trace.json`),
      JSON.stringify(events),
    );
  }
  if (failure !== null) throw failure;
  return { typed, work: keystrokeWork(events) };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const line = (label: string, figure: Spread | null, after: string) =>
  `  ${label.padEnd(66)} ${figure === null ? 'not measured (no tasks in the trace)' : `median ${ms(figure.median)} p95 ${ms(figure.p95)} ms`}  (${after})`;

async function measureAt(
  origin: string,
  profile: string,
  rounds: number,
  log: (line: string) => void,
): Promise<InPageFigure> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: BROWSER_LOCALE,
    args: [...CHROMIUM_ARGS],
  });
  try {
    await context.addInitScript(PROBE);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/search?demo-channels=${CHANNELS}`);
    const shows = await indexedShows(page);
    const app = await typeQueries(page, rounds, false);
    await page.close();
    // The peer, same browser, same keys: a page of the same origin that holds only a search field.
    const barePage = await context.newPage();
    await barePage.route(`${origin}/bare-field`, (route) =>
      route.fulfill({ contentType: 'text/html', body: BARE_FIELD_PAGE }),
    );
    await barePage.goto(`${origin}/bare-field`);
    await barePage.locator('input[type="search"]').focus();
    const bare = await typeQueries(barePage, rounds, true).catch(
      (error: unknown) => (log(`  bare field: not measured (${String(error).split('\n')[0]})`), null),
    );

    const keystrokes = app.typed.echo.length;
    const mainThread = spreadOrNull(app.work.map((each) => each.totalMs));
    const figure: InPageFigure = {
      shows,
      keystrokes,
      budgetMs: IN_PAGE_BUDGET_MS,
      mainThread,
      met: mainThread !== null && mainThread.p95 <= IN_PAGE_BUDGET_MS,
      mainThreadElapsed: spreadOrNull(app.work.map((each) => each.totalWallMs)),
      longestTask: spreadOrNull(app.work.map((each) => each.longestMs)),
      afterPaint: spreadOrNull(app.work.flatMap((each) => (each.afterPaintMs === null ? [] : [each.afterPaintMs]))),
      echo: spread(app.typed.echo),
      painted: spread(app.typed.painted),
      bare:
        bare === null
          ? null
          : { echo: spread(bare.typed.echo), mainThread: spreadOrNull(bare.work.map((each) => each.totalMs)) },
    };
    const verdict =
      mainThread === null
        ? 'not measured'
        : `${figure.met ? 'within' : 'over'} ${IN_PAGE_BUDGET_MS} ms at p95: ${figure.met ? 'met' : 'not met'}`;
    log(
      `\nIn the page (built app, Chromium headless, /search?demo-channels=${CHANNELS}: ${shows.toLocaleString('en')} shows indexed, ${rounds} × ${keystrokes / rounds} keystrokes, ${app.work.length} found in the trace)`,
    );
    log(line('main thread per keystroke, key → its results painted, CPU (the goal)', mainThread, verdict));
    log(line('  the same, elapsed', figure.mainThreadElapsed, 'the machine is shared'));
    log(line('  its longest single task, CPU', figure.longestTask, 'what holds up the next key'));
    log(
      line('  then, after the paint until the page is idle, CPU', figure.afterPaint, 'left for later, not in the goal'),
    );
    log(line('key → field echoed, the app', figure.echo, 'peer of the bare field: the next frame'));
    log(line('key → field echoed, a bare <input type="search">, same browser', figure.bare?.echo ?? null, 'the peer'));
    log(
      line(
        '  its main thread per keystroke, key → echoed, CPU',
        figure.bare?.mainThread ?? null,
        "the probe's own share",
      ),
    );
    log(
      line(
        'key → its results painted (worker, React render, cards drawn)',
        figure.painted,
        'no goal: results follow the typing',
      ),
    );
    return figure;
  } finally {
    await context.close();
  }
}

export async function measureSearchInPage({
  log,
  origin,
  rounds = Number(process.env.SEARCH_PAGE_ROUNDS) || 3,
}: {
  log: (line: string) => void;
  origin?: string;
  rounds?: number;
}): Promise<InPageFigure | null> {
  const temp = [
    mkdtempSync(join(tmpdir(), 'bench-search-dist-')),
    mkdtempSync(join(tmpdir(), 'bench-search-profile-')),
  ];
  const [outDir, profile] = temp as [string, string];
  try {
    if (origin !== undefined) return await measureAt(origin, profile, rounds, log);
    await buildApp(outDir, { demo: true }, 'error');
    const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir }, logLevel: 'error' });
    try {
      const address = server.httpServer.address();
      if (address === null || typeof address === 'string') throw new Error('preview server has no port');
      return await measureAt(`http://127.0.0.1:${address.port}`, profile, rounds, log);
    } finally {
      await server.close();
    }
  } catch (error) {
    log(`\nIn the page: not measured (${String(error).split('\n')[0]})`);
    return null;
  } finally {
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  }
}
