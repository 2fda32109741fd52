/**
 * Two builds' loads side by side (npm run bench:load-ab -- <before> [<after>] [--rounds N]
 * [--pages /home,/tv/home]): Lighthouse as the load line runs it (lighthouse.ts), on the demo
 * build of a git revision (`before`) and of another revision or, without one, the working tree,
 * both served by nginx and measured in one Chromium, taking turns page by page (each round
 * starts with the other build), then the medians of each. On this shared machine one page's
 * total blocking time varies 2-3x between runs: only such a comparison in one run tells whether
 * a change moved it. The revisions are checked out in temporary worktrees that use this
 * checkout's node_modules.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../serve/build.ts';
import { startNginx } from '../../serve/nginx.ts';
import type { ServedApp } from '../report/served-app.ts';
import { isVisitorPage, LOAD_PAGES, measurePage, openChrome, signIn, type PageLoad } from './lighthouse.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
/**
 * One loopback address per build: cookies are kept per host, not per port, and the second
 * sign-in on a shared host sent the first build's TV pages to /tv/login.
 */
const HOSTS = ['127.0.0.1', '127.0.0.2'] as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '4' }, pages: { type: 'string', default: LOAD_PAGES.join(',') } },
});
const usage = (): never => {
  throw new Error('usage: npm run bench:load-ab -- <before revision> [<after revision>] [--rounds N] [--pages /a,/b]');
};
const before: string = positionals[0] ?? usage();
const after: string | undefined = positionals[1];
const rounds = Number(values.rounds);
const pages = values.pages.split(',');

interface Side extends ServedApp {
  readonly label: string;
}

/** The demo build of a revision (built by that revision's own scripts), or of the working tree. */
async function buildSide(revision: string | undefined, cleanups: (() => unknown)[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ab-dist-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  // nginx started as root serves through workers running as nobody.
  chmodSync(dir, 0o755);
  if (revision === undefined) {
    await buildApp(dir, { demo: true }, 'error');
    return dir;
  }
  const tree = mkdtempSync(join(tmpdir(), 'bench-ab-tree-'));
  execFileSync('git', ['worktree', 'add', '--quiet', '--detach', tree, revision], { cwd: ROOT });
  cleanups.push(() => execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT }));
  symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
  const script = join(tree, 'bench-ab-build.ts');
  writeFileSync(
    script,
    "import { buildApp } from './scripts/serve/build.ts';\nawait buildApp(process.argv[2]!, { demo: true }, 'error');\n",
  );
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [script, dir], { cwd: tree, stdio: 'inherit' });
  return dir;
}

const median = (figures: readonly (number | null)[]) => {
  const sorted = figures.filter((figure): figure is number => figure !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const shown = (figure: number | null) => (figure === null ? '-' : String(Math.round(figure)));

async function main(): Promise<void> {
  const cleanups: (() => unknown)[] = [];
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  try {
    const sides: Side[] = [];
    const wanted: readonly { revision: string | undefined; label: string }[] = [
      { revision: before, label: before },
      { revision: after, label: after ?? 'working tree' },
    ];
    for (const [index, { revision, label }] of wanted.entries()) {
      const dir = await buildSide(revision, cleanups);
      const nginx = await startNginx({ root: dir, host: HOSTS[index]!, demo: true, stdio: 'pipe' });
      cleanups.push(() => nginx.stop());
      sides.push({ origin: nginx.origin, dir, provider: 'demo provider in the page', stop: nginx.stop, label });
    }
    const chrome = await openChrome();
    cleanups.push(() => chrome.close());
    const loads = new Map<string, PageLoad[]>();
    const measureAll = async (paths: readonly string[]) => {
      for (let round = 0; round < rounds; round++)
        for (const path of paths)
          for (const side of round % 2 ? [...sides].reverse() : sides) {
            const key = `${side.label} ${path}`;
            loads.set(key, [...(loads.get(key) ?? []), await measurePage(chrome.port, side, path)]);
          }
    };
    await measureAll(pages.filter(isVisitorPage));
    for (const side of sides) await signIn(chrome.port, side.origin);
    await measureAll(pages.filter((path) => !isVisitorPage(path)));

    console.log(
      `bench:load-ab — Lighthouse mobile preset, demo builds, ${rounds} rounds taking turns; medians (each run's TBT in brackets)`,
    );
    console.log('| page | build | performance | LCP ms | TBT ms |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const path of pages)
      for (const side of sides) {
        const runs = loads.get(`${side.label} ${path}`) ?? [];
        const landed = runs.map((run) => new URL(run.finalUrl || 'http://x/').pathname).filter((end) => end !== path);
        console.log(
          `| ${path} | ${side.label}${landed.length ? ` (${landed.length} ended on ${[...new Set(landed)].join(', ')})` : ''} | ${shown(median(runs.map((run) => run.performance)))} | ${shown(median(runs.map((run) => run.lcpMs)))} | ${shown(median(runs.map((run) => run.tbtMs)))} (${runs.map((run) => shown(run.tbtMs)).join(', ')}) |`,
        );
      }
    console.log(
      `load average (1, 5, 15 min) at start ${load}, at end ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} (shared machine)`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await main();
