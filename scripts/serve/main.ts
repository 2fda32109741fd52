/**
 * npm run serve: the production build behind Debian's nginx (server/nginx.conf.template), as
 * users would run it. Environment:
 *   PORT (8080), HOST (127.0.0.1)    where nginx listens
 *   PROVIDER_URL=https://api.example  a real provider, proxied on this origin (/api/, /interstitiel);
 *                                     unset: the demo provider
 *   CSP_ORIGINS="https://cdn.example" further origins the app loads streams, images, licences from
 *   DIST_DIR (dist/)                  the build folder served (and built into when out of date)
 * Arguments: --demo (the demo whatever PROVIDER_URL says: npm start), --build (build even when
 * dist/ is up to date), --default-port=N (npm start: 5173). Builds into dist/ when dist/ is missing, older than the sources, or was
 * built for another provider. Each request's line goes to stdout, nginx's errors to stderr, whatever
 * they are attached to (a terminal, a file, a pipe, a socket: scripts/serve/nginx.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp, type BuildFor } from './build.ts';
import { originOf } from './nginx-config.ts';
import { startNginx } from './nginx.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const STAMP = join(DIST, '.build-for.json');
const SOURCES = ['src', 'public', 'tv', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/build'];

/** `--default-port=N`: npm start keeps its documented 5173. */
const defaultPort = process.argv.find((arg) => arg.startsWith('--default-port='))?.split('=')[1] ?? '8080';
const port = Number(process.env.PORT ?? defaultPort);
const host = process.env.HOST ?? '127.0.0.1';
const providerUrl = process.argv.includes('--demo') ? undefined : process.env.PROVIDER_URL?.trim() || undefined;
const origins = (process.env.CSP_ORIGINS ?? '').split(/\s+/).filter(Boolean);
const target: BuildFor = providerUrl ? { demo: false, apiBaseUrl: '/' } : { demo: true };
if (providerUrl) originOf(providerUrl);

/** The newest modification time under the given paths. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function upToDate(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(DIST, 'index.html'))) return false;
  if (readFileSync(STAMP, 'utf8') !== JSON.stringify(target)) return false;
  return statSync(STAMP).mtimeMs >= Math.max(...SOURCES.map((path) => newest(join(ROOT, path))));
}

if (process.argv.includes('--build') || !upToDate()) {
  console.log(`Building ${DIST} for ${target.demo ? 'the demo provider' : providerUrl}…`);
  await buildApp(DIST, target);
  writeFileSync(STAMP, JSON.stringify(target));
}

const nginx = await startNginx({
  root: DIST,
  host,
  port,
  demo: target.demo,
  providerUrl,
  origins,
  accessLog: (line) => void process.stdout.write(`${line}\n`),
  stdio: 'inherit',
});
const shown = nginx.origin.replace('//127.0.0.1:', '//localhost:');
console.log(
  `\nnginx serves ${DIST} with ${target.demo ? 'the demo provider' : `${providerUrl} on /api/`}\nWeb layout: ${shown}/\nTV layout:  ${shown}/tv/\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
process.exitCode = (await nginx.exited) ?? 0;
