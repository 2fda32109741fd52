import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNginx, type RunningNginx } from '../../scripts/serve/nginx';
import { openBrowser } from './browser';

const base = () => inject('baseUrl');
const head = (path: string) => fetch(`${base()}${path}`, { redirect: 'manual' });
/** A hashed script of the build, read from the web entry page. */
/** The entry script of a layout's page: /assets/… for the web, /tv/assets/… for the TV. */
const asset = (page = 'index.html') =>
  /src="(\/(?:tv\/)?assets\/[^"]+\.js)"/.exec(readFileSync(join(inject('distDir'), page), 'utf8'))?.[1] ?? 'none';

const SECURITY = {
  'referrer-policy': 'no-referrer',
  // Plain http here: HSTS only over https (tests/scripts/nginx-config.test.ts).
  'strict-transport-security': null,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

describe('the production server (nginx, as npm run serve runs it)', () => {
  it.each([
    ['/', '<title>Zapline</title>'],
    ['/live/normal', '<title>Zapline - En direct</title>'],
    ['/live/normal?play=c1', '<title>Zapline - En direct</title>'],
    ['/vod/0/show/v1/product/p1', '<title>Zapline</title>'],
    ['/tv/', '<title>Zapline TV</title>'],
    ['/tv/live/normal', '<title>Zapline - En direct</title>'],
  ])(
    'should answer %s with its page (prerendered where the build has one), never stored, under the CSP',
    async (path, title) => {
      const response = await head(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(title);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Object.fromEntries(Object.keys(SECURITY).map((name) => [name, response.headers.get(name)]))).toEqual(
        SECURITY,
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "script-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "require-trusted-types-for 'script'",
        'trusted-types zapline-search zapline-demo',
        "worker-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    },
  );

  it.each(['index.html', 'tv/index.html'])(
    'should cache the hashed assets of %s for good, as JavaScript that is not sniffed',
    async (page) => {
      const response = await head(asset(page));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it.each(['/assets/missing-abc123.js', '/tv/assets/missing-abc123.js', '/missing.js', '/.build-for.json'])(
    'should answer %s with a 404, not a page',
    async (path) => {
      expect((await head(path)).status).toBe(404);
    },
  );

  it('should revalidate the demo worker every time and send /tv to /tv/', async () => {
    expect((await head('/demo-worker.js')).headers.get('cache-control')).toBe('no-cache');
    const tv = await head('/tv');
    expect([tv.status, tv.headers.get('location')]).toEqual([301, '/tv/']);
  });

  it('should show the help page in its own style under the CSP', async () => {
    const session = await openBrowser();
    try {
      await session.page.goto(session.url('/help.html'));
      await expect
        .poll(() => session.page.locator('h1').evaluate((title) => getComputedStyle(title).color))
        .toBe('rgb(255, 179, 0)');
    } finally {
      await session.close();
    }
  });

  describe('when a provider is named', () => {
    let provider: Server;
    let nginx: RunningNginx;
    const seen: string[] = [];

    beforeAll(async () => {
      provider = createServer((request, response) => {
        seen.push(`${request.method} ${request.url} ${request.headers.host}`);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
      });
      await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
      const address = provider.address();
      const providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      nginx = await startNginx({ root: inject('distDir'), host: '127.0.0.1', demo: false, providerUrl });
    });
    afterAll(async () => {
      await nginx?.stop();
      provider?.close();
    });

    it('should pass /api/ and /interstitiel to it unchanged and serve the rest itself', async () => {
      const api = await fetch(`${nginx.origin}/api/mobile/ping/?x=1`, { method: 'POST', body: '{}' });
      expect(await api.json()).toEqual({ success: true });
      await fetch(`${nginx.origin}/interstitiel`);
      expect((await fetch(`${nginx.origin}/live/normal`)).headers.get('cache-control')).toBe('no-store');
      expect(seen.map((line) => line.replace(/:\d+$/, ''))).toEqual([
        'POST /api/mobile/ping/?x=1 127.0.0.1',
        'GET /interstitiel 127.0.0.1',
      ]);
    });

    it("should serve a CSP without the demo's Trusted Types policies, the search worker's alone", async () => {
      const csp = (await fetch(`${nginx.origin}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toMatch(/trusted-types zapline-search(;|$)/);
    });
  });
});
