import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildFor } from '../../scripts/serve/build';
import { freePort } from '../../scripts/serve/nginx';
import { startPiped, type PipedServer } from '../support/npm-script';

/**
 * The three servers of the README started as a process manager, a container's log driver or a
 * Node parent starts them: `child_process.spawn` with piped stdio, which Node makes sockets
 * (nginx cannot open `/dev/stdout` on one). Each must answer HTTP and keep its output flowing.
 */
const READY_MS = 45_000;

/**
 * A build folder as `npm start` leaves it (its pages and its provider stamp): serving is what is
 * tested here, the build itself is the end-to-end suite's (tests/e2e/global-setup.ts).
 */
function builtFolder(target: BuildFor): string {
  const dir = mkdtempSync(join(tmpdir(), 'piped-dist-'));
  // nginx started as root serves through workers running as nobody.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'tv'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Zapline</title>');
  writeFileSync(join(dir, 'tv', 'index.html'), '<!doctype html><title>Zapline TV</title>');
  writeFileSync(join(dir, '.build-for.json'), JSON.stringify(target));
  return dir;
}

describe('when started from Node with piped stdio', () => {
  const folders = [
    builtFolder({ demo: false, apiBaseUrl: '/' }),
    builtFolder({ demo: true }),
    builtFolder({ demo: false, apiBaseUrl: '/' }),
  ];
  let provider: PipedServer;
  let start: PipedServer;
  let serve: PipedServer;

  // Side by side: the proxy of npm run serve needs the demo server only once it is asked.
  beforeAll(async () => {
    const [providerPort, startPort, servePort] = [
      await freePort('127.0.0.1'),
      await freePort('127.0.0.1'),
      await freePort('127.0.0.1'),
    ];
    const started = await Promise.allSettled([
      startPiped('demo-server', {
        port: providerPort,
        env: { DEMO_DIST: folders[0]! },
        probe: '/api/mobile/portal/fast/',
        readyMs: READY_MS,
      }),
      startPiped('start', { port: startPort, env: { DIST_DIR: folders[1]! }, probe: '/', readyMs: READY_MS }),
      startPiped('serve', {
        port: servePort,
        env: { DIST_DIR: folders[2]!, PROVIDER_URL: `http://127.0.0.1:${providerPort}` },
        probe: '/tv/',
        readyMs: READY_MS,
      }),
    ]);
    const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(running.map((server) => server.stop()));
      throw failed.reason;
    }
    [provider, start, serve] = running as [PipedServer, PipedServer, PipedServer];
  }, READY_MS + 5000);
  afterAll(async () => {
    await Promise.all([provider, start, serve].map((server) => server?.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('npm run demo-server should answer the API and the app, and say where', async () => {
    const fast = (await (await fetch(`${provider.origin}/api/mobile/portal/fast/`)).json()) as { channels: unknown[] };
    expect(fast.channels.length).toBeGreaterThan(0);
    expect(await (await fetch(`${provider.origin}/tv/live/normal`)).text()).toContain('<title>Zapline TV</title>');
    await expect.poll(() => provider.stdout(), { timeout: 5000 }).toContain('TV layout:');
  });

  it("npm start should serve the app and write each request's line to its stdout", async () => {
    expect(await (await fetch(`${start.origin}/live/normal?from=piped`)).text()).toContain('<title>Zapline</title>');
    await expect
      .poll(() => start.stdout(), { timeout: 5000 })
      .toMatch(/^127\.0\.0\.1 - - \[[^\]]+\] "GET \/live\/normal\?from=piped HTTP\/1\.1" 200 /m);
    // Printed once its own check of nginx has answered, which may come after ours.
    await expect.poll(() => start.stdout(), { timeout: 5000 }).toContain('TV layout:');
    expect(start.stderr()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });

  it('npm run serve should serve the app and pass the API to the provider named, logging each request', async () => {
    expect(await (await fetch(`${serve.origin}/tv/guide`)).text()).toContain('<title>Zapline TV</title>');
    const fast = (await (await fetch(`${serve.origin}/api/mobile/portal/fast/`)).json()) as { channels: unknown[] };
    expect(fast.channels.length).toBeGreaterThan(0);
    await expect
      .poll(() => serve.stdout(), { timeout: 5000 })
      .toMatch(/"GET \/api\/mobile\/portal\/fast\/ HTTP\/1\.1" 200 /);
  });
});
