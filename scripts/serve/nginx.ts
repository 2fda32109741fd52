/**
 * Starts Debian's nginx in the foreground on a rendered config (scripts/serve/nginx-config.ts),
 * with its pid, temp files and config in a temp folder of its own; waits until it answers.
 * nginx opens no log file of the parent's: its error log is its stderr (`error_log stderr`), and
 * its access log, when asked for, comes over syslog to a UDP socket of this process, which hands
 * each line on (`/dev/stdout` cannot be opened when stdout is a socket, as under a process manager).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
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

export type StartOptions = Omit<NginxOptions, 'runDir' | 'port' | 'workerUser' | 'accessLog'> & {
  readonly port?: number;
  readonly stdio?: 'inherit' | 'pipe';
  /** Receives each access-log line (nginx's combined format); without it nginx logs no request. */
  readonly accessLog?: (line: string) => void;
};

/** The tag nginx gives its syslog messages: what the relay strips with the syslog header. */
const SYSLOG_TAG = 'zapline';
/** `<190>Nov 28 23:40:21 zapline: ` (RFC 3164 header, no host name), before the access-log line. */
const SYSLOG_HEADER = new RegExp(`^<\\d{1,3}>[A-Z][a-z]{2} [ \\d]\\d \\d{2}:\\d{2}:\\d{2} (?:\\S+ )?${SYSLOG_TAG}: `);

/** The access-log line a syslog message of nginx carries. */
function accessLogLine(message: string): string {
  return message.replace(SYSLOG_HEADER, '').replace(/\n$/, '');
}

interface AccessLogRelay {
  /** The `access_log` target nginx writes to. */
  readonly target: string;
  readonly close: () => void;
}

/** A UDP socket on loopback that hands each syslog message of nginx on as an access-log line. */
async function relayAccessLog(write: (line: string) => void): Promise<AccessLogRelay> {
  const socket = createSocket('udp4');
  socket.on('message', (message) => write(accessLogLine(message.toString('utf8'))));
  await new Promise<void>((bound, fail) => {
    socket.once('error', fail);
    socket.bind(0, '127.0.0.1', () => bound());
  });
  return {
    target: `syslog:server=127.0.0.1:${socket.address().port},tag=${SYSLOG_TAG},nohostname`,
    close: () => socket.close(),
  };
}

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
  return new Promise((done) =>
    child.exitCode !== null ? done(child.exitCode) : child.once('exit', (code) => done(code)),
  );
}

/** Starts nginx; on a port taken meanwhile (free port asked for), tries another one. */
export async function startNginx(options: StartOptions, attempts = 3): Promise<RunningNginx> {
  const runDir = mkdtempSync(join(tmpdir(), 'zapline-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the run folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(runDir, 0o755);
  const port = options.port ?? (await freePort(options.host));
  const relay = options.accessLog ? await relayAccessLog(options.accessLog) : undefined;
  const conf = renderNginxConfig({
    ...options,
    runDir,
    port,
    workerUser: asRoot ? 'nobody nogroup' : undefined,
    accessLog: relay?.target ?? 'off',
  });
  const child = spawn(NGINX_PATH, ['-p', runDir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', options.stdio ?? 'pipe', options.stdio ?? 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  // However nginx ends (stopped, killed with its terminal), its folder goes with it.
  const exited = waitForExit(child).then((code) => {
    relay?.close();
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
  while (child.exitCode === null && Date.now() < deadline && !(await answers(origin)))
    await new Promise((wait) => setTimeout(wait, 100));
  if (child.exitCode === null && (await answers(origin))) return { port, origin, stop, exited };
  await stop();
  if (options.port === undefined && attempts > 1 && errors.includes('Address already in use'))
    return startNginx(options, attempts - 1);
  throw new Error(`nginx did not start on ${origin}:\n${errors}`);
}
