import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import type { DemoControls } from '../../src/adapters/demo/controls';
import { CONTROLS_KEY } from '../../src/adapters/demo/settings';
import { installClock, suiteClock, type TestClock } from './clock';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/bench/report/chromium.ts';
import { BROWSER_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/bench/report/chromium.ts';
export const SCREENSHOTS = 'test-results/screenshots';
/**
 * Saves a page's screenshot under test-results/screenshots for people to look at. JPEG: a
 * 1920x1080 PNG took Chromium about 215 ms to encode against 52 ms, over some 470 screenshots a run.
 */
export async function screenshotOf(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.jpg`), type: 'jpeg', quality: SCREENSHOT_QUALITY });
}
/** The screenshots' JPEG quality: enough for people to read every text and colour. */
const SCREENSHOT_QUALITY = 85;

export interface BrowserSession {
  readonly context: BrowserContext;
  /** The clock this browser was started on (see clock.ts). */
  readonly clock: TestClock;
  readonly page: Page;
  readonly url: (path: string) => string;
  /** Saves a screenshot under test-results/screenshots for people to look at. */
  readonly screenshot: (name: string) => Promise<void>;
  /** Saves `<name>-amber` and `<name>-crimson`: the screen as it is in both themes (a data attribute of the root element). */
  readonly screenshotBothThemes: (name: string) => Promise<void>;
  /** Closes the browser; throws when a page broke the served Content-Security-Policy meanwhile. */
  readonly close: () => Promise<void>;
}

/** One `securitypolicyviolation` event of a page, as the page saw it. */
export interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
}

/**
 * Every page of the context reports each breach of the served CSP (server/nginx.conf.template)
 * to the test at once, so that breaches before a navigation count too.
 */
async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(
    '__reportCspViolation',
    (_source, violation: CspViolation) => void violations.push(violation),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      }),
    );
  });
  return violations;
}

/**
 * The Chromium of this test file, launched at its first session and closed after its last test
 * (tests/e2e/setup.ts): each session is a fresh context of it (its own cookies, storage, service
 * workers and clock), a fraction of a new browser's cost.
 */
let fileBrowser: Promise<Browser> | undefined;

function launch(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...args] });
}

/** Closes the file's Chromium, if a test opened it. */
export async function closeFileBrowser(): Promise<void> {
  const browser = fileBrowser;
  fileBrowser = undefined;
  await (await browser)?.close();
}

/**
 * A fresh browser context against the built app, in the clock's time zone, its clock started at
 * the clock's instant (the suite's unless told); `args` are further Chromium switches
 * (`--host-resolver-rules=…`), for which the session gets a Chromium of its own.
 */
export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  clock: TestClock = suiteClock(),
  args: readonly string[] = [],
): Promise<BrowserSession> {
  const own = args.length > 0 ? await launch(args) : undefined;
  const browser = own ?? (await (fileBrowser ??= launch()));
  const context = await browser.newContext({ viewport, timezoneId: clock.timeZone, locale: BROWSER_LOCALE });
  await installClock(context, clock);
  const violations = await recordCspViolations(context);
  const page = await context.newPage();
  const baseUrl = inject('baseUrl');
  mkdirSync(SCREENSHOTS, { recursive: true });
  const screenshot = (name: string) => screenshotOf(page, name);
  return {
    context,
    clock,
    page,
    url: (path) => `${baseUrl}${path}`,
    screenshot,
    screenshotBothThemes: async (name) => {
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      for (const each of ['amber', 'crimson']) {
        await page.evaluate((value) => (document.documentElement.dataset.theme = value), each);
        await screenshot(`${name}-${each}`);
      }
      await page.evaluate((value) => (document.documentElement.dataset.theme = value ?? 'amber'), theme);
    },
    close: async () => {
      await context.close();
      await own?.close();
      expect(violations, 'the page broke the Content-Security-Policy').toEqual([]);
    },
  };
}

/** Sets the demo provider's tester controls (read on every call), or lifts them with null. */
export function demoControls(page: Page, controls: DemoControls | null): Promise<void> {
  return page.evaluate(
    ([key, json]) => (json === null ? localStorage.removeItem(key) : localStorage.setItem(key, json)),
    [CONTROLS_KEY, controls === null ? null : JSON.stringify(controls)] as const,
  );
}

/** Reads the playing video's position in seconds. */
export function videoTime(page: Page): Promise<number> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
}

/** Waits until the video plays, then until it has played `seconds` more. */
export async function expectVideoAdvancing(page: Page, seconds = 2): Promise<void> {
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const start = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(start + seconds);
}

/**
 * Waits until the address (path and query) matches: client-side redirects fire no load event.
 * When it does not, the failure says what the page shows (its alerts and status lines).
 */
export async function waitForPath(page: Page, pattern: RegExp, timeout = 20_000): Promise<void> {
  try {
    await expect
      .poll(
        () => {
          const { pathname, search } = new URL(page.url());
          return `${pathname}${search}`;
        },
        { timeout },
      )
      .toMatch(pattern);
  } catch (error) {
    const shown = await page
      .locator('[role="alert"], [role="status"]')
      .allTextContents()
      .catch(() => []);
    // The address the document itself was loaded at: whether the app moved away from it, or a page.goto never replaced the document.
    const loadedAt = await page
      .evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name)
      .catch(() => 'unknown');
    throw new Error(
      `${(error as Error).message}\nThe page shows: ${JSON.stringify(shown)}; its document was loaded at ${loadedAt}`,
      { cause: error },
    );
  }
}

/**
 * A fresh browser for each test of the calling file, closed after it: call once at the top of
 * the file and read the current one with the returned function.
 */
export function browserPerTest(viewport?: { width: number; height: number }, clock?: TestClock): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeEach(async () => {
    session = await openBrowser(viewport, clock);
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });
  return () => {
    if (session === undefined) throw new Error('the browser is open only while a test runs');
    return session;
  };
}

/** A screen's own heading: not the busy one a subscriber's screen shows while the session is checked. */
export const SCREEN_HEADING = 'main h1:not([aria-busy])';

/**
 * A full load of `address`, once more if Chromium aborts it before it commits (net::ERR_ABORTED).
 * Seen once in CI in a file of thirty loads in a row, never in 360 loads here: the likeliest
 * cause is the demo's service worker (MSW's script), which unregisters itself when its last page
 * closes, racing the next load. A load that fails twice fails the test. `until`: `input` (unless
 * told) waits for the load and then for the page to take input (a prerendered page stays inert
 * until the app has taken it over, start.tsx: a key pressed before goes nowhere); `load` and
 * `domcontentloaded` are Playwright's `waitUntil`.
 */
export async function load(
  page: Page,
  address: string,
  until: 'input' | 'load' | 'domcontentloaded' = 'input',
): Promise<void> {
  const waitUntil = until === 'input' ? 'load' : until;
  try {
    await page.goto(address, { waitUntil });
  } catch (error) {
    if (!(error as Error).message.includes('net::ERR_ABORTED')) throw error;
    await page.goto(address, { waitUntil });
  }
  if (until === 'input')
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false, null, {
      timeout: TAKES_INPUT_MS,
    });
}

/** The longest a loaded page may stay inert (start.tsx lets a page take input after 10 s at the latest). */
const TAKES_INPUT_MS = 20_000;

/**
 * Signs in through the web login page (`/login`, or `/login?redirect=<then>`) with a demo
 * account, and waits until the app has gone where it should after sign-in.
 */
export async function signInOnWeb(
  session: BrowserSession,
  email: string,
  landing: RegExp,
  then?: string,
): Promise<void> {
  const { page, url } = session;
  await load(page, url(then ? `/login?redirect=${encodeURIComponent(then)}` : '/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  // The demo's sign-in, the session check and the first screen's code, on a loaded 2-core machine.
  await waitForPath(page, landing, 30_000);
}
