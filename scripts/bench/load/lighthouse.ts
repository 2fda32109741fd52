/**
 * The load line of `npm run bench` (issue 17): Lighthouse (the npm package, default mobile preset:
 * simulated slow 4G, 4x CPU) on /login as a visitor, then /live/normal, /home and /tv/home of a
 * served build, signed in.
 * Chromium is Debian's, started by chrome-launcher with the e2e flags (tests/e2e/browser.ts);
 * the bench signs in through the web login form over the same browser's DevTools port (playwright-
 * core), then Lighthouse keeps that storage (`disableStorageReset`: the session cookie and the
 * demo's service worker) while the HTTP cache is cleared before each page, so each load is cold.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../report/chromium.ts';
import type { BenchLine } from '../report/lines.ts';
import type { ServedApp } from '../report/served-app.ts';

export const LOAD_PAGES = ['/login', '/live/normal', '/home', '/tv/home'] as const;
/** Measured before signing in: what a visitor loads. */
const VISITOR_PAGES: ReadonlySet<string> = new Set(['/login']);
export const LOAD_GOALS = { performance: 95, lcpMs: 1500, tbtMs: 150, cls: 0.05 } as const;
const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo1234';

export interface PageLoad {
  readonly path: string;
  readonly performance: number | null;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /** The largest contentful paint's element, as Lighthouse labels it (what the LCP waited for). */
  readonly lcpElement: string | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  /** Where the page ended (a redirect to the login would mean the session was lost). */
  readonly finalUrl: string;
  /** JavaScript the page fetched during the load (transfer size, as served), and of it MSW's library. */
  readonly scriptKB: number | null;
  readonly mswKB: number;
  /** Scripts reported without a transfer size (answered through a service worker): their uncompressed size is counted. */
  readonly unsizedScripts: number;
  readonly error?: string;
}

interface NetworkItem {
  readonly url: string;
  readonly resourceType?: string;
  readonly transferSize?: number;
  readonly resourceSize?: number;
}

/** The build's chunks that hold MSW's library (its "[MSW]" messages). */
function mswFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const sub of ['assets', 'tv/assets']) {
    const folder = join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder))
      if (name.endsWith('.js') && readFileSync(join(folder, name)).includes('[MSW]')) files.add(name);
  }
  return files;
}

/** Signs the demo account in on `origin`, in the Chromium on `port` (the pages after it load signed in). */
export async function signIn(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(DEMO_EMAIL);
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
    await page.close();
  } finally {
    // Connected, not launched: this only drops the DevTools connection.
    await browser.close();
  }
}

async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

const numeric = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The LCP element's tag and label from Lighthouse's LCP breakdown (a list holding one node). */
function lcpElementOf(details: unknown): string | null {
  const items = (details as { items?: { type?: string; snippet?: string; nodeLabel?: string }[] } | undefined)?.items;
  const node = items?.find((item) => item.type === 'node');
  if (!node) return null;
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '';
  return `<${tag}> ${(node.nodeLabel ?? '').slice(0, 60)}`;
}

/** A fresh Chromium for Lighthouse, with its own profile; `close` kills it and removes the profile. */
export async function openChrome(): Promise<{ readonly port: number; readonly close: () => void }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: profile,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  return {
    port: chrome.port,
    close: () => {
      chrome.kill();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Whether Lighthouse loads a page of LOAD_PAGES as a visitor (before signing in). */
export const isVisitorPage = (path: string) => VISITOR_PAGES.has(path);

/** Lighthouse on one page of a served app, cold (the HTTP cache cleared first), in the Chromium on `port`. */
export async function measurePage(port: number, app: ServedApp, path: string): Promise<PageLoad> {
  let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
  // A trace that did not record (NO_NAVSTART and the like, seen under load) is run again once.
  for (let attempt = 0; attempt < 2 && (attempt === 0 || lhr?.runtimeError); attempt++) {
    await clearHttpCache(port);
    lhr = (
      await lighthouse(`${app.origin}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      })
    )?.lhr;
  }
  if (process.env.BENCH_VERBOSE)
    console.log(
      JSON.stringify(
        (lhr?.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.slice(0, 12),
      ),
    );
  const audit = (id: string) => numeric(lhr?.audits[id]?.numericValue);
  const score = lhr?.categories.performance?.score;
  const requests = (lhr?.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const kb = (items: NetworkItem[]) =>
    items.reduce((sum, item) => sum + (item.transferSize || item.resourceSize || 0), 0) / 1024;
  const msw = mswFiles(app.dir);
  return {
    path,
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    lcpElement: lcpElementOf(lhr?.audits['lcp-breakdown-insight']?.details),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    finalUrl: lhr?.finalDisplayedUrl ?? '',
    scriptKB: requests.length ? kb(scripts) : null,
    unsizedScripts: scripts.filter((item) => !item.transferSize).length,
    mswKB: kb(scripts.filter((item) => msw.has(new URL(item.url).pathname.split('/').pop() ?? ''))),
    error: lhr?.runtimeError?.message,
  };
}

/** Lighthouse on each page of LOAD_PAGES, one fresh Chromium per served app. */
export async function measureLoad(app: ServedApp, pages: readonly string[] = LOAD_PAGES): Promise<PageLoad[]> {
  const chrome = await openChrome();
  const loads: PageLoad[] = [];
  try {
    for (const path of pages.filter(isVisitorPage)) loads.push(await measurePage(chrome.port, app, path));
    await signIn(chrome.port, app.origin);
    for (const path of pages.filter((page) => !isVisitorPage(page)))
      loads.push(await measurePage(chrome.port, app, path));
  } finally {
    chrome.close();
  }
  return loads;
}

/** Four lines per page: performance, LCP, TBT, CLS against the issue's goals. */
export function loadLines(app: ServedApp, loads: readonly PageLoad[]): BenchLine[] {
  const bench = app.provider.startsWith('demo') ? 'load (demo)' : 'load (URL)';
  return loads.flatMap((load) => {
    const landed = new URL(load.finalUrl || 'http://x/').pathname;
    const note = load.error ? `Lighthouse: ${load.error}` : landed !== load.path ? `ended on ${landed}` : undefined;
    return [
      {
        bench,
        name: `${load.path} performance`,
        figure: load.performance,
        unit: '',
        goal: { op: '≥', value: LOAD_GOALS.performance },
        note,
      },
      {
        bench,
        name: `${load.path} LCP`,
        figure: load.lcpMs,
        unit: 'ms',
        goal: { op: '≤', value: LOAD_GOALS.lcpMs },
        peer: load.fcpMs === null ? undefined : `FCP ${Math.round(load.fcpMs)} ms`,
        note: load.lcpElement === null ? undefined : `LCP element: ${load.lcpElement}`,
      },
      { bench, name: `${load.path} TBT`, figure: load.tbtMs, unit: 'ms', goal: { op: '≤', value: LOAD_GOALS.tbtMs } },
      { bench, name: `${load.path} CLS`, figure: load.cls, unit: '', goal: { op: '≤', value: LOAD_GOALS.cls } },
      {
        bench,
        name: `${load.path} JS fetched in the load`,
        figure: load.scriptKB,
        unit: 'KB',
        goal: null,
        note:
          load.scriptKB === null
            ? undefined
            : `of it MSW's library ${load.mswKB ? `${load.mswKB.toFixed(0)} KB` : 'none'}; transfer sizes as served${load.unsizedScripts ? `, except ${load.unsizedScripts} script(s) answered through the service worker, counted uncompressed (Lighthouse's simulation then sees no bytes for them)` : ''}`,
      },
    ] satisfies BenchLine[];
  });
}
