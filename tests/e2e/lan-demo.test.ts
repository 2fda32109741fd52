import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/serve/nginx';
import { startPiped, type PipedServer } from '../support/npm-script';
import { expectVideoAdvancing, load, openBrowser, waitForPath, type BrowserSession } from './browser';
import { startMs, testClock } from './clock';

/**
 * The demo on a TV of the local network (issue 34): `npm run demo-server` reached over plain http
 * under a name that is not loopback (Chromium maps `tv.lan` to this machine), so the origin is
 * insecure: no service worker, no Secure or `__Host-` cookie. Sign in, browse, play, reload and
 * still be signed in, on the web and the TV layouts, with the build `--build` makes and with the
 * demo build (whose provider then answers from the server instead of a service worker).
 */
const LAN_NAME = 'tv.lan';
/** tsx and the demo server starting on a busy machine (no build: the suite's builds are served). */
const READY_MS = 60_000;

interface LanServer {
  readonly server: PipedServer;
  /** `http://tv.lan:<port>`. */
  readonly origin: string;
  /** When its clock started at the suite's instant (DEMO_NOW): browsers opened later start as far past it. */
  readonly startedAt: number;
}

async function startLanServer(env: Record<string, string>): Promise<LanServer> {
  const port = await freePort('127.0.0.1');
  const origin = `http://${LAN_NAME}:${port}`;
  const before = Date.now();
  const server = await startPiped('demo-server', {
    port,
    env: { ...env, PUBLIC_URL: origin, DEMO_NOW: testClock().now },
    probe: '/api/mobile/portal/fast/',
    readyMs: READY_MS,
  });
  return { server, origin, startedAt: before };
}

/** A browser that reaches `tv.lan` at this machine, its clock where the server's is now. */
function openLanBrowser(lan: LanServer, viewport?: { width: number; height: number }): Promise<BrowserSession> {
  const clock = testClock({ now: new Date(startMs(testClock()) + (Date.now() - lan.startedAt)).toISOString() });
  return openBrowser(viewport, clock, [`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`]);
}

/** The page is on an insecure origin: the browser gives it no service worker. */
async function expectInsecureOrigin(session: BrowserSession): Promise<void> {
  expect(
    await session.page.evaluate(() => ({
      secure: window.isSecureContext,
      serviceWorker: 'serviceWorker' in navigator,
      host: location.hostname,
    })),
  ).toEqual({ secure: false, serviceWorker: false, host: LAN_NAME });
}

/** The session cookie as the browser keeps it: plain name, not Secure, for this host only. */
async function expectPlainSessionCookie(session: BrowserSession): Promise<void> {
  const cookies = (await session.context.cookies()).filter((cookie) => cookie.name.endsWith('session_token'));
  expect(cookies.map(({ name, secure, domain, sameSite }) => ({ name, secure, domain, sameSite }))).toEqual([
    { name: 'session_token', secure: false, domain: LAN_NAME, sameSite: 'Strict' },
  ]);
}

const focusedName = (session: BrowserSession) =>
  session.page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.id || element?.textContent || '';
  });

async function webJourney(lan: LanServer): Promise<void> {
  const session = await openLanBrowser(lan);
  const { page } = session;
  try {
    await load(page, `${lan.origin}/vod`);
    await waitForPath(page, /^\/login\?redirect=/);
    await expectInsecureOrigin(session);
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel('Mot de passe').fill('demo1234');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await waitForPath(page, /^\/vod\/0$/);
    await expectPlainSessionCookie(session);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Direct' }).click();
    await waitForPath(page, /^\/live\/normal$/);
    const channels = page.getByRole('list', { name: 'Chaînes' });
    await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThan(5);
    // A channel that is not free to air: it plays for a signed-in user only.
    await channels.getByRole('button').nth(5).click();
    await expectVideoAdvancing(page, 2);
    // A reload, then a page only a subscriber reaches: still signed in.
    await page.reload();
    await expect.poll(() => channels.getByRole('listitem').count()).toBeGreaterThan(5);
    await load(page, `${lan.origin}/vod`);
    await waitForPath(page, /^\/vod\/0$/);
    await expectPlainSessionCookie(session);
  } finally {
    await session.close();
  }
}

async function tvJourney(lan: LanServer): Promise<void> {
  const session = await openLanBrowser(lan, { width: 1920, height: 1080 });
  const { page } = session;
  try {
    await load(page, `${lan.origin}/tv/`);
    await page.waitForURL('**/tv/login?redirect=*');
    await expectInsecureOrigin(session);
    await expect.poll(() => focusedName(session), { timeout: 15_000 }).toBe('tv-email');
    await page.keyboard.type('demo@example.com');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(session)).toBe('tv-password');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/home');
    await expectPlainSessionCookie(session);
    await load(page, `${lan.origin}/tv/live/normal`);
    await expect.poll(() => focusedName(session)).toMatch(/^\d+\. /);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(session)).toMatch(/^\d+\. /);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tv/player/live?channel=*');
    await expectVideoAdvancing(page, 2);
    // A reload of the entry page leads a visitor to the sign-in, a subscriber home.
    await load(page, `${lan.origin}/tv/`);
    await page.waitForURL('**/tv/home');
    await expectPlainSessionCookie(session);
  } finally {
    await session.close();
  }
}

describe('the demo server reached over plain http as tv.lan', () => {
  // The build `--build` makes (SAME_ORIGIN_PROVIDER), made once for the suite (global-setup.ts).
  describe('with the build `npm run demo-server -- --build` makes', () => {
    let lan: LanServer | undefined;
    beforeAll(async () => {
      lan = await startLanServer({ DEMO_DIST: inject('providerDistDir') });
    }, READY_MS + 10_000);
    afterAll(async () => {
      await lan?.server.stop();
    });

    it('web: should sign in, browse, play and stay signed in across a reload', () => webJourney(lan!));
    it('TV: should sign in with the remote, browse, play and stay signed in across a reload', () => tvJourney(lan!));
  });

  describe('with the demo build (no service worker there: the server answers its calls)', () => {
    let lan: LanServer | undefined;
    beforeAll(async () => {
      lan = await startLanServer({ DEMO_DIST: inject('distDir') });
    }, READY_MS + 10_000);
    afterAll(async () => {
      await lan?.server.stop();
    });

    it('web: should sign in, browse, play and stay signed in across a reload', () => webJourney(lan!));
    it('TV: should sign in with the remote, browse, play and stay signed in across a reload', () => tvJourney(lan!));
  });
});
