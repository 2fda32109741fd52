/**
 * Per-keystroke search time over generated guides of 10k and 100k shows (npm run bench:search).
 * Each query is typed letter by letter; every prefix is one keystroke. Prints the median and
 * 95th percentile per keystroke for plain fuse.js ("before") and the indexed search ("after"),
 * both as elapsed time and as CPU time of this process (steadier on a busy machine), and
 * checks that both return the same hits with the same scores at every keystroke.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createPlainSearch, type Search, type SearchFields, type SearchHit } from '../../src/domain/search';
import { createIndexedSearch } from '../../src/domain/search-index';
import { generateShows, QUERIES } from './search-data';
import { isMainModule } from './report/main-module';

const BUDGET_MS = 16;
const identity = (fields: SearchFields) => fields;
const keystrokes = QUERIES.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));

interface Timing {
  readonly wall: number[];
  readonly cpu: number[];
}

function time(search: Search<SearchFields>, rounds: number, limit?: number, seen?: (query: string, hits: SearchHit<SearchFields>[]) => void): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of keystrokes) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const hits = search.search(query, limit);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      if (round === 0) seen?.(query, hits);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function line(label: string, { wall, cpu }: Timing): string {
  const figure = (values: number[], p: number) => percentile(values, p).toFixed(1).padStart(7);
  const verdict = percentile(cpu, 95) <= BUDGET_MS ? 'within 16 ms' : 'over 16 ms';
  return `  ${label.padEnd(30)} elapsed median ${figure(wall, 50)} p95 ${figure(wall, 95)} | cpu median ${figure(cpu, 50)} p95 ${figure(cpu, 95)} ms  (${verdict} at p95)`;
}

const signature = (hits: SearchHit<SearchFields>[]) => hits.map((hit) => `${hit.refIndex}:${hit.score}`).join(',');

/** One measured line: the p95 per keystroke, elapsed and CPU, in ms. */
export interface SearchFigure {
  readonly shows: number;
  readonly label: string;
  readonly wallP95: number;
  readonly cpuP95: number;
}

/** Prints the figures (as `npm run bench:search` does) and returns them for `npm run bench`. */
export function benchSearch(rounds = 3): SearchFigure[] {
  const figures: SearchFigure[] = [];
  const keep = (shows: number, label: string, timing: Timing) => {
    figures.push({ shows, label, wallP95: percentile(timing.wall, 95), cpuP95: percentile(timing.cpu, 95) });
    return timing;
  };
  console.log(`Per-keystroke search time; ${keystrokes.length} keystrokes (${QUERIES.join(', ')}); load average ${loadavg()[0]!.toFixed(1)}`);
  for (const size of [10_000, 100_000]) {
    const shows = generateShows(size);
    const distinct = new Set(shows.map((show) => show.title)).size;
    console.log(`\n${size.toLocaleString('en')} shows, ${distinct.toLocaleString('en')} distinct titles`);
    let started = performance.now();
    const plain = createPlainSearch(shows, identity);
    const plainBuild = performance.now() - started;
    started = performance.now();
    const indexed = createIndexedSearch(shows, identity);
    console.log(`  build once: plain ${plainBuild.toFixed(0)} ms, indexed ${(performance.now() - started).toFixed(0)} ms`);

    const expected = new Map<string, string>();
    const before = time(plain, 1, undefined, (query, hits) => expected.set(query, signature(hits)));
    let differing = 0;
    time(indexed, 1, undefined, (query, hits) => (differing += expected.get(query) === signature(hits) ? 0 : 1)); // warm-up and check
    console.log(`  same hits and scores as fuse.js at every keystroke: ${differing === 0 ? 'yes' : `NO (${differing} differ)`}`);
    console.log(line('before: plain fuse.js, all', keep(size, 'plain fuse.js, all', before)));
    console.log(line('after: indexed, all', keep(size, 'indexed, all', time(indexed, rounds))));
    console.log(line('after: indexed, best 50', keep(size, 'indexed, best 50', time(indexed, rounds, 50))));
    if (differing > 0) process.exitCode = 1;
  }
  return figures;
}

if (isMainModule(import.meta.url)) benchSearch();
