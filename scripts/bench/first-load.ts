/**
 * First-load JavaScript of one entry of a production build: the entry chunk and every chunk it
 * imports statically (transitively), each gzipped, from the build's manifests
 * (`dist/.vite/manifest.json` for the web pass, `dist/.vite/manifest-tv.json` for the TV pass,
 * vite.config.ts). Chunks reached only through `import()` are not first-load.
 *
 * `npx tsx scripts/bench/first-load.ts [distDir]` prints both entries of a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifests a build writes, one per layout pass. */
export const BUILD_MANIFESTS = ['.vite/manifest.json', '.vite/manifest-tv.json'] as const;

/** Issue 17's goal for each entry's first-load JavaScript, gzip. */
export const FIRST_LOAD_GOAL_BYTES = 160_000;

/** The two entries, as the manifests name them. */
export const ENTRIES = { web: 'index.html', tv: 'tv/index.html' } as const;

export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface FirstLoad {
  /** Gzipped bytes of every first-load script, summed. */
  readonly gzipBytes: number;
  /** The scripts, relative to the build folder, in the order they were reached. */
  readonly files: readonly string[];
  /** Each script's gzipped bytes, in the same order. */
  readonly fileBytes: readonly number[];
}

function manifestOf(distDir: string, entry: string): Manifest {
  for (const name of BUILD_MANIFESTS) {
    const path = join(distDir, name);
    if (!existsSync(path)) continue;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
    if (manifest[entry]) return manifest;
  }
  throw new Error(`No manifest of ${distDir} has the entry ${entry} (build with vite.config.ts first)`);
}

/** The entry's file and the files of every chunk it imports statically, transitively, each once. */
export function staticClosure(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no such chunk`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file);
}

/** The entry's scripts and their gzipped size (level 9, as served pre-compressed). */
export function firstLoad(distDir: string, entry: string): FirstLoad {
  const files = staticClosure(manifestOf(distDir, entry), entry).filter((file) => file.endsWith('.js'));
  const fileBytes = files.map((file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return { gzipBytes: fileBytes.reduce((sum, bytes) => sum + bytes, 0), files, fileBytes };
}

/** Gzipped bytes of the entry chunk and its static imports. */
export function firstLoadBytes(distDir: string, entry: string): number {
  return firstLoad(distDir, entry).gzipBytes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? 'dist';
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const { gzipBytes, files } = firstLoad(distDir, entry);
    const verdict = gzipBytes <= FIRST_LOAD_GOAL_BYTES ? 'met' : 'not met';
    console.log(`${name.padEnd(4)} ${(gzipBytes / 1000).toFixed(1).padStart(7)} KB gzip (goal ${FIRST_LOAD_GOAL_BYTES / 1000} KB: ${verdict})  ${files.join(' ')}`);
  }
}
