import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { browserPerTest, load } from './browser';

/** How long the page's second half keeps the browser waiting: several frames, in which it paints the first half. */
const PAUSE_MS = 150;

/**
 * The built app as a slow network brings it: the server in front of nginx sends each prerendered
 * page in two parts, cut in the middle of the screen's markup, with a pause between them. The
 * browser paints the half it has read; what follows must not move it (a screen centred in the
 * height did: a layout shift of 0.05-0.06, also seen under load at 4x CPU and more, where the
 * parser stops halfway).
 */
function startSlowServer(origin: string, cutAfter: string): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url}`, {
        headers: {
          'accept-language': request.headers['accept-language'] ?? 'fr',
          cookie: request.headers.cookie ?? '',
        },
      });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = type.startsWith('text/html') ? body.indexOf(cutAfter) : -1;
      // The page's own headers (its CSP among them), but not the encoding fetch has already undone.
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (cut < 0) return response.end(body);
      response.write(body.subarray(0, cut + cutAfter.length));
      setTimeout(() => response.end(body.subarray(cut + cutAfter.length)), PAUSE_MS);
    })().catch(() => response.destroy());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const current = browserPerTest();
let server: Server;

beforeAll(async () => {
  server = await startSlowServer(inject('baseUrl'), 'id="tv-email"');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a prerendered page arriving in parts', () => {
  it('should not move what the TV sign-in has painted as the rest of it arrives', async () => {
    const { page } = current();
    // A string, not a function: what the test runner's compiler adds to functions does not exist in the page.
    await page.addInitScript({
      content: `window.shifts = [];
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (entry) { window.shifts.push(entry.value); });
        }).observe({ type: 'layout-shift', buffered: true });`,
    });
    const { port } = server.address() as AddressInfo;
    await load(page, `http://127.0.0.1:${port}/tv/login`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tv-email');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });
});
