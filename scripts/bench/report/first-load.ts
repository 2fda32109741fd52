/**
 * First-load JavaScript of each entry (issue 17): the entry chunk of the web page (`index.html`) and
 * of the TV page (`tv/index.html`) with every chunk it imports statically, transitively, from the
 * production build's Vite manifest (dynamic imports left out), gzip-compressed (level 9, as served
 * pre-compressed; nginx compresses on the fly at a lower level); and whether MSW's library (its
 * chunks hold the "[MSW]" messages) is among them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestOf } from '../../serve/build.ts';
import type { BenchLine } from './lines.ts';

export const FIRST_LOAD_GOAL_KB = 160;
const MSW_SIGNATURE = '[MSW]';

export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The entry's file and the files of every chunk it imports statically, transitively, each once. */
export function staticClosure(manifest: Manifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]!.file);
}

export interface EntryLoad {
  readonly layout: 'web' | 'tv';
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  readonly mswOnCriticalPath: boolean;
}

export function measureFirstLoad(dir: string): EntryLoad[] {
  return (['web', 'tv'] as const).map((layout) => {
    const manifest = JSON.parse(readFileSync(join(dir, manifestOf(layout)), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('.html'))
      ?? Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (entry === undefined) throw new Error(`no entry in the ${layout} manifest`);
    const files = staticClosure(manifest, entry).filter((file) => file.endsWith('.js')).map((file) => {
      const code = readFileSync(join(dir, file));
      return { file, gzipBytes: gzipSync(code, { level: 9 }).length, msw: code.includes(MSW_SIGNATURE) };
    });
    return {
      layout,
      files: files.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
      gzipBytes: files.reduce((sum, each) => sum + each.gzipBytes, 0),
      mswOnCriticalPath: files.some((each) => each.msw),
    };
  });
}

export function firstLoadLines(loads: readonly EntryLoad[]): BenchLine[] {
  return loads.map((load) => ({
    bench: 'first-load',
    name: `${load.layout === 'web' ? 'web /' : 'TV /tv/'} entry + static imports, gzip`,
    figure: load.gzipBytes / 1024,
    unit: 'KB',
    goal: { op: '≤', value: FIRST_LOAD_GOAL_KB },
    note: `${load.files.map((each) => `${each.file.split('/').pop()} ${(each.gzipBytes / 1024).toFixed(0)} KB`).join(', ')}; MSW's library ${load.mswOnCriticalPath ? 'IS' : 'is not'} among them (static imports)`,
  }));
}
