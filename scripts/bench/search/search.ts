/**
 * Per-keystroke search time over generated guides of 10k and 100k shows (npm run bench:search).
 * Each query is typed letter by letter; every prefix is one keystroke. Prints the median and
 * 95th percentile per keystroke for plain fuse.js ("before"), the indexed search ("after"), and
 * the peer @leeoniya/ufuzzy on the same shows and keystrokes in the same run, both as elapsed
 * time and as CPU time of this process (steadier on a busy machine), and checks that the
 * indexed search returns the same hits with the same scores as fuse.js at every keystroke.
 * Then the in-page lines (issue 13, search-page.ts): the built app with the demo's largest guide
 * (about 96,000 shows), each key typed into its search field: the main thread's CPU time per
 * keystroke until its results are painted (the goal), the echo in the app and in a bare field
 * (its peer), and key → results painted. `benchSearch` returns the node figures
 * for `npm run bench`, `benchSearchInPage` the in-page ones. Knobs: SEARCH_SIZES (e.g. 100000),
 * SEARCH_ROUNDS, SEARCH_IN_PAGE=0, SEARCH_PAGE_ROUNDS, SEARCH_PAGE_TRACE (search-page.ts).
 */
import uFuzzy from '@leeoniya/ufuzzy';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createPlainSearch, type Search, type SearchFields, type SearchHits } from '../../../src/domain/search/search';
import { groupHits, SEARCH_RESULT_LIMIT } from '../../../src/domain/search/search-groups';
import { createIndexedSearch } from '../../../src/domain/search/search-index';
import { generateShows, QUERIES } from './search-data';
import { isMainModule } from '../report/main-module';
import { measureSearchInPage } from './search-page';

/** Issue 13: a keystroke's results within one frame. */
export const SEARCH_BUDGET_MS = 16;
/** Issue 17: the best 50 per keystroke at 100,000 shows, p95. */
export const SEARCH_GOAL_MS = 8;
const BEST = 50;
const identity = (fields: SearchFields) => fields;
export const KEYSTROKES = QUERIES.flatMap((query) => Array.from(query, (_, i) => query.slice(0, i + 1)));

interface Timing {
  readonly wall: number[];
  readonly cpu: number[];
}

/** One printed line: a search at one size, its per-keystroke figures, its goal and whether it is met. */
export interface SearchLine {
  readonly shows: number;
  readonly name: string;
  readonly elapsed: { readonly median: number; readonly p95: number };
  readonly cpu: { readonly median: number; readonly p95: number };
  readonly goalMs: number;
  readonly met: boolean;
}

/** One measured line for `npm run bench`: the p95 per keystroke, elapsed and CPU, in ms. */
export interface SearchFigure {
  readonly shows: number;
  readonly label: string;
  readonly wallP95: number;
  readonly cpuP95: number;
}

function time(
  search: (query: string) => unknown,
  rounds: number,
  seen?: (query: string, result: unknown) => void,
): Timing {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of KEYSTROKES) {
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      const result = search(query);
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
      if (round === 0) seen?.(query, result);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function toLine(shows: number, name: string, { wall, cpu }: Timing, goalMs: number): SearchLine {
  const cpuP95 = percentile(cpu, 95);
  return {
    shows,
    name,
    elapsed: { median: percentile(wall, 50), p95: percentile(wall, 95) },
    cpu: { median: percentile(cpu, 50), p95: cpuP95 },
    goalMs,
    met: cpuP95 <= goalMs,
  };
}

export function formatLine({ name, elapsed, cpu, goalMs, met }: SearchLine): string {
  const figure = (value: number) => value.toFixed(1).padStart(7);
  const verdict = `${met ? 'within' : 'over'} ${goalMs} ms at cpu p95`;
  return `  ${name.padEnd(34)} elapsed median ${figure(elapsed.median)} p95 ${figure(elapsed.p95)} | cpu median ${figure(cpu.median)} p95 ${figure(cpu.p95)} ms  (${verdict})`;
}

const signature = (hits: SearchHits<SearchFields>) =>
  Array.from(hits, (hit) => `${hit.refIndex}:${hit.score}`).join(',');

/** The peer: uFuzzy, typo-tolerant (one error per term, as its docs advise for typing), over one line per show. */
function createUFuzzy(shows: readonly SearchFields[]): (query: string) => number[] {
  const haystack = shows.map(({ title, series, channel }) =>
    [title, series === title ? undefined : series, channel].filter(Boolean).join(' '),
  );
  // IntraMode.SingleError (a const enum of its types, so written as its value).
  const fuzzy = new uFuzzy({ intraMode: 1 });
  return (query) => {
    const [idxs, , order] = fuzzy.search(haystack, query);
    if (idxs === null) return [];
    return order === null ? idxs.slice(0, BEST) : order.slice(0, BEST).map((at) => idxs[at]!);
  };
}

/** Prints the figures (as `npm run bench:search` does) and returns them for `npm run bench`. */
export function benchSearch(
  rounds = 3,
  sizes: readonly number[] = [10_000, 100_000],
  log: (line: string) => void = (line) => console.log(line),
): SearchFigure[] {
  const lines: SearchLine[] = [];
  log(
    `Per-keystroke search time; ${KEYSTROKES.length} keystrokes (${QUERIES.join(', ')}); load average ${loadavg()[0]!.toFixed(1)} (2 cores, shared)`,
  );
  for (const size of sizes) {
    const shows = generateShows(size);
    log(
      `\n${size.toLocaleString('en')} shows, ${new Set(shows.map((show) => show.title)).size.toLocaleString('en')} distinct titles`,
    );
    let started = performance.now();
    const plain: Search<SearchFields> = createPlainSearch(shows, identity);
    const plainBuild = performance.now() - started;
    started = performance.now();
    const indexed = createIndexedSearch(shows, identity);
    const indexedBuild = performance.now() - started;
    started = performance.now();
    const peer = createUFuzzy(shows);
    // Half the shows ended (the replay tab), half not (live and upcoming).
    const endsAt = Float64Array.from(shows, (_, i) => (i % 2 === 0 ? 0 : 2));
    log(
      `  build once: plain ${plainBuild.toFixed(0)} ms, indexed ${indexedBuild.toFixed(0)} ms, uFuzzy ${(performance.now() - started).toFixed(0)} ms`,
    );

    const expected = new Map<string, string>();
    const before = time(
      (query) => plain.search(query),
      1,
      (query, hits) => expected.set(query, signature(hits as SearchHits<SearchFields>)),
    );
    let differing = 0;
    // Warm-up and check.
    time(
      (query) => indexed.search(query),
      1,
      (query, hits) => (differing += expected.get(query) === signature(hits as SearchHits<SearchFields>) ? 0 : 1),
    );
    time(peer, 1);
    log(
      `  same hits and scores as fuse.js at every keystroke: ${differing === 0 ? 'yes' : `NO (${differing} differ)`}`,
    );
    if (differing > 0) process.exitCode = 1;
    const measured = [
      toLine(size, 'plain fuse.js, all', before, SEARCH_BUDGET_MS),
      toLine(
        size,
        'indexed, all',
        time((query) => indexed.search(query), rounds),
        SEARCH_BUDGET_MS,
      ),
      toLine(
        size,
        `indexed, best ${BEST}`,
        time((query) => indexed.search(query, BEST), rounds),
        SEARCH_GOAL_MS,
      ),
      // What the app's worker does per keystroke: every hit, then the best 60 of each tab and the counts.
      toLine(
        size,
        `worker: best ${SEARCH_RESULT_LIMIT} per tab + counts`,
        time((query) => groupHits(indexed.match(query), [], endsAt, 1, SEARCH_RESULT_LIMIT), rounds),
        SEARCH_GOAL_MS,
      ),
      toLine(size, `uFuzzy 1.0 (1 typo), best ${BEST}`, time(peer, rounds), SEARCH_GOAL_MS),
    ];
    for (const line of measured) log(formatLine(line));
    lines.push(...measured);
  }
  return lines.map(({ shows, name, elapsed, cpu }) => ({ shows, label: name, wallP95: elapsed.p95, cpuP95: cpu.p95 }));
}

/** The in-page lines (issue 13), printed and returned; null when they could not be measured. */
export const benchSearchInPage = (log: (line: string) => void = (line) => console.log(line), rounds?: number) =>
  measureSearchInPage({ log, rounds });

if (isMainModule(import.meta.url)) {
  benchSearch(Number(process.env.SEARCH_ROUNDS) || undefined, process.env.SEARCH_SIZES?.split(',').map(Number));
  if (process.env.SEARCH_IN_PAGE !== '0') await benchSearchInPage();
}
