/**
 * Starts Debian's nginx in the foreground on a rendered config (scripts/serve/nginx-config.ts),
 * with its pid, temp files and config in a temp folder of its own; waits until it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConfig, type NginxOptions } from './nginx-config.ts';

export const NGINX_PATH = process.env.NGINX ?? '/usr/sbin/nginx';
const READY_TIMEOUT_MS = 10_000;

export interface RunningNginx {
  readonly port: number;
  readonly origin: string;
  /** Stops nginx and removes its folder. */
  readonly stop: () => Promise<void>;
  /** Resolves when nginx has ended (by itself or after stop) and its folder is gone. */
  readonly exited: Promise<number | null>;
}

export type StartOptions = Omit<NginxOptions, 'runDir' | 'port' | 'workerUser'> & { readonly port?: number; readonly stdio?: 'inherit' | 'pipe' };

/** A port nobody listens on right now (port 0 asked of the system, then released). */
export function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { method: 'HEAD', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => (child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code))));
}

/** Starts nginx; on a port taken meanwhile (free port asked for), tries another one. */
export async function startNginx(options: StartOptions, attempts = 3): Promise<RunningNginx> {
  const runDir = mkdtempSync(join(tmpdir(), 'zapline-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the run folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(runDir, 0o755);
  const port = options.port ?? (await freePort(options.host));
  const conf = renderNginxConfig({ ...options, runDir, port, workerUser: asRoot ? 'nobody nogroup' : undefined });
  const child = spawn(NGINX_PATH, ['-p', runDir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', options.stdio ?? 'pipe', options.stdio ?? 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  // However nginx ends (stopped, killed with its terminal), its folder goes with it.
  const exited = waitForExit(child).then((code) => {
    rmSync(runDir, { recursive: true, force: true });
    return code;
  });
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode === null && Date.now() < deadline && !(await answers(origin))) await new Promise((wait) => setTimeout(wait, 100));
  if (child.exitCode === null && (await answers(origin))) return { port, origin, stop, exited };
  await stop();
  if (options.port === undefined && attempts > 1 && errors.includes('Address already in use')) return startNginx(options, attempts - 1);
  throw new Error(`nginx did not start on ${origin}:\n${errors}`);
}
