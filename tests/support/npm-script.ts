import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** An `npm run` server started as a process manager starts one: stdout and stderr piped (sockets in Node). */
export interface PipedServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly port: number;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Ends the script's whole process group (npm, its shell, tsx, nginx) and waits for it. */
  readonly stop: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * `npm run <script> -- <args>` on 127.0.0.1:`port`, with piped stdio; resolves once `probe` answers
 * 200, throws with its output when it ends first or does not answer within `readyMs`.
 */
export async function startPiped(
  script: string,
  options: { port: number; env?: Record<string, string>; args?: readonly string[]; probe: string; readyMs: number },
): Promise<PipedServer> {
  const { port, probe, readyMs } = options;
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'npm',
    ['run', '--silent', script, ...(options.args ? ['--', ...options.args] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => (child.exitCode !== null ? done() : child.once('exit', () => done())));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-(child.pid ?? 0), 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + readyMs;
  while (child.exitCode === null && Date.now() < deadline && !(await answers(`${origin}${probe}`)))
    await new Promise((wait) => setTimeout(wait, 200));
  if (child.exitCode !== null || !(await answers(`${origin}${probe}`))) {
    await stop();
    throw new Error(`npm run ${script} did not answer ${probe} (exit ${child.exitCode}):\n${stdout}\n${stderr}`);
  }
  return { origin, port, stdout: () => stdout, stderr: () => stderr, stop };
}
