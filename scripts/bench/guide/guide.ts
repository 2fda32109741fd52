/**
 * The programme guide with the demo's 400-channel lineup (npm run bench:guide): builds the app,
 * serves it with `vite preview` on a free loopback port and opens /guide in Debian's Chromium.
 *
 * Data to first render, per load (the page reloaded RUNS times after a warm-up):
 * - "bytes → paint": from the moment the last response the first grid was built from (channels/
 *   and the epg2d chunks decoded before it, Resource Timing `responseEnd`) was in the page, to the mark
 *   `guide:first-cells-paint`, set in the first task after the frame that painted the first
 *   grid with shows (requestAnimationFrame, then setTimeout, from the commit's layout effect).
 * - "decoded → paint": from the last `guide:chunk-decoded` mark (the port's promise resolved with
 *   the decoded FlatBuffers chunk) to the same paint mark.
 * DOM nodes are `document.querySelectorAll('*').length` for the whole page: after the first
 * render, then after scrolling far forward (last day, last channel) and far back (first day,
 * middle of the lineup). Scrolling smoothness: frame intervals while the grid scrolls 40 px
 * down and 30 px right on every animation frame for 180 frames.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { buildApp } from '../../serve/build.ts';

const CHANNELS = 400;
const RUNS = 5;
const GOALS = { firstRenderMs: 200, nodes: 1400 };
const VIEWPORT = { width: 1280, height: 800 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Load {
  readonly bytesToPaint: number;
  readonly decodedToPaint: number;
  readonly commitToPaint: number;
  readonly nodes: number;
}

async function measureLoad(page: Page): Promise<Load> {
  await page.waitForFunction(() => performance.getEntriesByName('guide:first-cells-paint').length > 0, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('guide:first-cells-paint')[0]!.startTime;
    const commit = performance.getEntriesByName('guide:first-cells-commit')[0]!.startTime;
    const decoded = performance
      .getEntriesByName('guide:chunk-decoded')
      .filter((mark) => mark.startTime <= commit) as PerformanceMark[];
    const used = new Set(decoded.map((mark) => String(mark.detail)));
    // The responses the first grid was built from: the lineup and the chunks decoded before it.
    const responses = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => {
      const chunk = /\/api\/cache\/epg2d\/(\d+)\//.exec(entry.name)?.[1];
      return (
        entry.responseEnd <= commit &&
        (/\/api\/mobile\/channels\//.test(entry.name) || (chunk !== undefined && used.has(chunk)))
      );
    });
    return {
      bytesToPaint: paint - Math.max(...responses.map((entry) => entry.responseEnd)),
      decodedToPaint: paint - Math.max(...decoded.map((mark) => mark.startTime)),
      commitToPaint: paint - commit,
      nodes: document.querySelectorAll('*').length,
    };
  });
}

/** Scrolls the grid, waits until the chunks there are in and the shows drawn, and counts the nodes. */
async function nodesAfterScroll(page: Page, where: { left: 'start' | 'end'; top: 'middle' | 'end' }): Promise<number> {
  await page.evaluate(({ left, top }) => {
    const grid = document.querySelector<HTMLElement>('[role="region"]')!;
    grid.scrollTo({
      left: left === 'start' ? 0 : grid.scrollWidth,
      top: top === 'end' ? grid.scrollHeight : grid.scrollHeight / 2,
    });
  }, where);
  await page.waitForFunction(
    () => {
      const grid = document.querySelector<HTMLElement>('[role="region"]')!;
      const box = grid.getBoundingClientRect();
      // A show under the middle of the visible area means the chunks there are drawn.
      const probe = document.elementsFromPoint(box.left + box.width * 0.6, box.top + box.height * 0.6);
      return (
        probe.some((element) => element.hasAttribute('data-timing')) && !document.querySelector('p[role="status"]')
      );
    },
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => document.querySelectorAll('*').length);
}

async function scrollFrames(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const grid = document.querySelector<HTMLElement>('[role="region"]')!;
    grid.scrollTo({ left: grid.scrollWidth / 2, top: 0 });
    // Inline promises: tsx would wrap a named helper in __name, which the page does not have.
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const intervals: number[] = [];
    for (let i = 0; i < 180; i++) {
      grid.scrollTop += 40;
      grid.scrollLeft += 30;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      intervals.push(now - last);
      last = now;
    }
    return intervals.sort((a, b) => a - b);
  });
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  process.env.NODE_ENV = 'production';
  // Measured against the demo provider (a production build names its provider).
  process.env.VITE_DEMO = 'true';
  // Its own output folder: the end-to-end setup of other runs rebuilds dist/ at any time.
  const outDir = mkdtempSync(join(tmpdir(), 'bench-guide-dist-'));
  await buildApp(outDir, { demo: true }, 'error');
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, build: { outDir }, logLevel: 'error' });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  const url = `http://127.0.0.1:${address.port}/guide?demo-channels=${CHANNELS}`;
  const profile = mkdtempSync(join(tmpdir(), 'bench-guide-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: VIEWPORT,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    const cold = await measureLoad(page);
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.reload();
      loads.push(await measureLoad(page));
    }
    const channelCount = await page.evaluate(
      () => document.querySelector<HTMLElement>('[role="region"]')!.scrollHeight,
    );
    const forward = await nodesAfterScroll(page, { left: 'end', top: 'end' });
    const back = await nodesAfterScroll(page, { left: 'start', top: 'middle' });
    const frames = await scrollFrames(page);

    console.log(
      `bench:guide — /guide, demo lineup of ${CHANNELS} channels, ${VIEWPORT.width}x${VIEWPORT.height}, Chromium headless (software rendering), load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
    console.log(`grid height ${channelCount} px (${CHANNELS} rows)`);
    console.log('data → first guide render (goal ≤ 200 ms):');
    console.log(
      `  cold load       bytes → paint ${ms(cold.bytesToPaint)}, decoded → paint ${ms(cold.decodedToPaint)}, commit → paint ${ms(cold.commitToPaint)}`,
    );
    loads.forEach((load, i) =>
      console.log(
        `  warm load ${i + 1}     bytes → paint ${ms(load.bytesToPaint)}, decoded → paint ${ms(load.decodedToPaint)}, commit → paint ${ms(load.commitToPaint)}`,
      ),
    );
    const bytes = median(loads.map((load) => load.bytesToPaint));
    console.log(
      `  median (warm)   bytes → paint ${ms(bytes)}, decoded → paint ${ms(median(loads.map((load) => load.decodedToPaint)))}`,
    );
    console.log('DOM nodes, whole page (goal ≤ 1,400):');
    console.log(
      `  first render ${loads[0]!.nodes}; after scrolling to the last day and last channel ${forward}; after scrolling back to the first day ${back}`,
    );
    console.log(
      `scrolling 180 frames (40 px down, 30 px right each): frame interval median ${ms(median(frames))}, p95 ${ms(frames[Math.floor(frames.length * 0.95)]!)}, max ${ms(frames[frames.length - 1]!)}`,
    );
    const nodes = Math.max(loads[0]!.nodes, forward, back);
    console.log(
      `goals: first render ${bytes <= GOALS.firstRenderMs ? 'met' : 'NOT met'} (${ms(bytes)}), nodes ${nodes <= GOALS.nodes ? 'met' : 'NOT met'} (max ${nodes})`,
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
