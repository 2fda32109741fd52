/**
 * npm run bench (issue 17): every benchmark in one report — a table printed (line, figure, goal,
 * peer measured in the same run, met / not met) and a JSON file (bench-results/report.json) —
 * with the machine's load average and core count. Lines: load (Lighthouse, demo provider and a
 * provider on a URL), first-load JavaScript, zap (bench:zap), search (bench:search), dpad
 * (bench:dpad), the TV guide at 400 channels and the TV heap after a browse-and-zap loop.
 *   npm run bench -- --only lighthouse,search   some lines only (load|lighthouse, first-load, zap, search, dpad, tv-guide, tv-heap)
 *   npm run bench -- --quick                    fewer iterations, a 2-minute heap loop
 *   npm run bench -- --out file.json            where the JSON goes
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { firstLoadLines, measureFirstLoad } from './first-load/lines.ts';
import { loadLines, measureLoad } from './load/lighthouse.ts';
import { formatTable, parseBenchArgs, verdictOf, type BenchLine, type BenchName } from './report/lines.ts';
import { dpadLines } from './dpad/lines.ts';
import { searchInPageLines, searchLines } from './search/lines.ts';
import { zapLines } from './zap/lines.ts';
import { serveDemoBuild, serveUrlProviderBuild, type ServedApp } from './report/served-app.ts';
import { measureTvGuide, tvGuideLines } from './tv-guide/tv-guide.ts';
import { measureTvHeap, tvHeapLines } from './tv-heap/tv-heap.ts';

const options = parseBenchArgs(process.argv.slice(2));
const started = new Date();
const loadAtStart = loadavg();
const lines: BenchLine[] = [];
const timings: Record<string, number> = {};
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

// Fewer iterations in --quick, read by the benches when they are imported (their knobs).
if (options.quick) Object.assign(process.env, { ZAPS: '6', ZAP_WARM_UP: '1', DPAD_PRESSES: '20', DPAD_WARM_UP: '3' });

let demoApp: Promise<ServedApp> | undefined;
const demo = () => (demoApp ??= serveDemoBuild());

async function section(name: BenchName, run: () => Promise<BenchLine[]>): Promise<void> {
  if (!options.only.includes(name)) return;
  const began = Date.now();
  console.log(`\n=== ${name} (load average ${loads(loadavg())}) ===`);
  try {
    lines.push(...(await run()));
  } catch (error) {
    console.log(`  ${name} failed: ${String(error).split('\n')[0]}`);
    lines.push({
      bench: name,
      name: 'the bench itself',
      figure: null,
      unit: '',
      goal: null,
      note: `failed: ${String(error).split('\n')[0]}`,
    });
  }
  timings[name] = Math.round((Date.now() - began) / 1000);
}

try {
  await section('first-load', async () => firstLoadLines(measureFirstLoad((await demo()).dir)));
  await section('load', async () => {
    const inPage = await demo();
    const result = loadLines(inPage, await measureLoad(inPage));
    const onUrl = await serveUrlProviderBuild();
    try {
      return [...result, ...loadLines(onUrl, await measureLoad(onUrl))];
    } finally {
      await onUrl.stop();
    }
  });
  await section('tv-guide', async () =>
    tvGuideLines(await measureTvGuide((await demo()).origin, options.quick ? 2 : 5)),
  );
  await section('tv-heap', async () =>
    tvHeapLines(await measureTvHeap((await demo()).origin, options.quick ? 2 : 10, console.log)),
  );
} finally {
  if (demoApp) await (await demoApp.catch(() => null))?.stop();
}
await section('search', async () => {
  const { benchSearch, benchSearchInPage } = await import('./search/search.ts');
  return [
    ...searchLines(benchSearch(options.quick ? 1 : 3)),
    ...searchInPageLines(await benchSearchInPage(undefined, options.quick ? 1 : 3)),
  ];
});
await section('zap', async () => zapLines(await (await import('./zap/zap.ts')).benchZap()));
await section('dpad', async () => dpadLines(await (await import('./dpad/dpad.ts')).benchDpad()));

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? '',
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: loadavg(),
};
console.log(
  `\nnpm run bench${options.quick ? ' --quick' : ''} — ${started.toISOString()}, ${machine.cores} cores (${machine.cpu}), load average (1, 5, 15 min) at start ${loads(loadAtStart)}, at end ${loads(machine.loadAverageAtEnd)}; seconds per bench ${JSON.stringify(timings)}\n`,
);
console.log(formatTable(lines));
mkdirSync(dirname(options.out), { recursive: true });
writeFileSync(
  options.out,
  `${JSON.stringify({ started: started.toISOString(), quick: options.quick, only: options.only, machine, seconds: timings, lines: lines.map((line) => ({ ...line, verdict: verdictOf(line) })) }, null, 2)}\n`,
);
console.log(`\nwritten to ${options.out}`);
