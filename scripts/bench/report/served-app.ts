/**
 * The app as `npm run bench`'s load and TV lines open it: built for production into a temp folder
 * and served by Debian's nginx as users get it (scripts/serve/nginx.ts: compression, headers, CSP),
 * either with the demo provider in the page, or for a provider on a URL: the demo server
 * (scripts/demo/server.ts) on a loopback port behind nginx's `/api/` proxy, the app built with
 * `VITE_API_BASE_URL=/` as `npm run serve` builds it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../serve/build.ts';
import { freePort, startNginx } from '../../serve/nginx.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const HOST = '127.0.0.1';

export interface ServedApp {
  readonly origin: string;
  /** The build folder (each pass writes its manifest there: scripts/bench/first-load/first-load.ts). */
  readonly dir: string;
  /** "demo provider in the page" or "provider on a URL (demo server behind nginx)". */
  readonly provider: string;
  readonly stop: () => Promise<void>;
}

async function built(target: Parameters<typeof buildApp>[1]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-dist-'));
  // nginx started as root serves through workers running as nobody.
  chmodSync(dir, 0o755);
  await buildApp(dir, target, 'error');
  return dir;
}

export async function serveDemoBuild(): Promise<ServedApp> {
  const dir = await built({ demo: true });
  const nginx = await startNginx({ root: dir, host: HOST, demo: true, stdio: 'pipe' });
  return {
    origin: nginx.origin,
    dir,
    provider: 'demo provider in the page',
    stop: async () => {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function answering(origin: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`${origin}/api/mobile/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw new Error(`the demo server did not answer at ${origin}`, { cause: error });
      await new Promise((done) => setTimeout(done, 250));
    }
  }
}

export async function serveUrlProviderBuild(): Promise<ServedApp> {
  const dir = await built({ demo: false, apiBaseUrl: '/' });
  const port = await freePort(HOST);
  const provider = `http://${HOST}:${port}`;
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/demo/server.ts')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, HOST, PORT: String(port), PUBLIC_URL: provider, DEMO_DIST: dir },
  });
  const stopServer = () =>
    new Promise<void>((done) => {
      if (server.exitCode !== null || server.signalCode !== null) return done();
      server.once('exit', () => done());
      server.kill('SIGTERM');
    });
  try {
    await answering(provider, 60_000);
    const nginx = await startNginx({
      root: dir,
      host: HOST,
      demo: false,
      providerUrl: provider,
      origins: [provider],
      stdio: 'pipe',
    });
    return {
      origin: nginx.origin,
      dir,
      provider: 'provider on a URL (demo server behind nginx)',
      stop: async () => {
        await nginx.stop();
        await stopServer();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopServer();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
