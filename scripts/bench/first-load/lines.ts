/**
 * The report's first-load lines (issue 17): each entry's first-load JavaScript, measured by
 * scripts/bench/first-load/first-load.ts as a browser with Temporal loads it (the polyfill's size beside, which
 * the TV engine loads too), and whether MSW's library (its chunks hold the "[MSW]" messages) is
 * among it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRIES, FIRST_LOAD_GOAL_BYTES, firstLoad, temporalPolyfill } from './first-load.ts';
import type { BenchLine } from '../report/lines.ts';

const MSW_SIGNATURE = '[MSW]';

export interface EntryLoad {
  readonly layout: 'web' | 'tv';
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  readonly mswOnCriticalPath: boolean;
  /** Gzipped bytes of the Temporal polyfill, which a browser without Temporal (the TV engine) loads too. */
  readonly temporalPolyfillGzipBytes: number;
}

export function measureFirstLoad(dir: string): EntryLoad[] {
  return (['web', 'tv'] as const).map((layout) => {
    const { files, fileBytes, gzipBytes } = firstLoad(dir, ENTRIES[layout]);
    return {
      layout,
      files: files.map((file, index) => ({ file, gzipBytes: fileBytes[index]! })),
      gzipBytes,
      mswOnCriticalPath: files.some((file) => readFileSync(join(dir, file), 'utf8').includes(MSW_SIGNATURE)),
      temporalPolyfillGzipBytes: temporalPolyfill(dir, ENTRIES[layout]).gzipBytes,
    };
  });
}

export function firstLoadLines(loads: readonly EntryLoad[]): BenchLine[] {
  return loads.map((load) => ({
    bench: 'first-load',
    name: `${load.layout === 'web' ? 'web /' : 'TV /tv/'} entry + static imports, gzip`,
    figure: load.gzipBytes / 1000,
    unit: 'KB',
    goal: { op: '≤', value: FIRST_LOAD_GOAL_BYTES[load.layout] / 1000 },
    note: `${load.files.map((each) => `${each.file.split('/').pop()} ${(each.gzipBytes / 1000).toFixed(0)} KB`).join(', ')}; MSW's library ${load.mswOnCriticalPath ? 'IS' : 'is not'} among them (static imports); a browser without Temporal (the TV engine, Chromium 68) loads its polyfill too, ${(load.temporalPolyfillGzipBytes / 1000).toFixed(0)} KB more`,
  }));
}
