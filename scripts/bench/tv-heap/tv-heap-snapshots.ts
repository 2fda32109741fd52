/**
 * What the TV heap keeps (investigation tool for issue 17, item 5): the browse-and-zap loop of
 * `npm run bench -- --only tv-heap` on an unminified build, with a heap snapshot (after GC) at
 * FROM_MINUTE and at the end, then the constructors whose count or size grew between the two.
 *   npx tsx scripts/bench/tv-heap/tv-heap-snapshots.ts [minutes=6] [fromMinute=2] [outDir] [retainers]
 * `retainers`, a regular expression over the keys listed ("object hb", "native V8EventListener"):
 * for a few nodes of each matching key made since the first snapshot, the chain of references
 * from a GC root that keeps them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { build } from 'vite';
import { startNginx } from '../../serve/nginx.ts';
import { readSnapshot, summarise, type HeapGraph, type Totals } from './heap-snapshot.ts';
import { round, sample } from './tv-heap.ts';
import { openSignedInTv } from '../report/tv-page.ts';

const minutes = Number(process.argv[2] ?? 6);
const fromMinute = Number(process.argv[3] ?? 2);
const outDir = process.argv[4] ?? mkdtempSync(join(tmpdir(), 'tv-heap-snapshots-'));
const retainersOf = process.argv[5] === undefined ? null : new RegExp(process.argv[5]);
mkdirSync(outDir, { recursive: true });

async function snapshot(cdp: CDPSession, file: string): Promise<void> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const collect = (event: { chunk: string }) => void chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  writeFileSync(file, chunks.join(''));
}

function compare(before: Map<string, Totals>, after: Map<string, Totals>): void {
  const rows = [...after].map(([key, now]) => {
    const then = before.get(key) ?? { count: 0, size: 0 };
    return { key, count: now.count - then.count, size: now.size - then.size, total: now.count };
  });
  const sum = (map: Map<string, Totals>) => [...map.values()].reduce((all, each) => all + each.size, 0);
  console.log(`snapshot size ${(sum(before) / 1e6).toFixed(2)} MB → ${(sum(after) / 1e6).toFixed(2)} MB`);
  // By node type (code: compiled functions; object; native: the DOM and the engine's own; string …).
  const byType = new Map<string, number>();
  for (const row of rows) byType.set(row.key.split(' ')[0]!, (byType.get(row.key.split(' ')[0]!) ?? 0) + row.size);
  console.log(
    `grew by type: ${[...byType]
      .sort((a, b) => b[1] - a[1])
      .map(([type, size]) => `${type} ${(size / 1e3).toFixed(0)} kB`)
      .join(', ')}`,
  );
  console.log('grew most (bytes):');
  for (const row of rows.sort((a, b) => b.size - a.size).slice(0, 40))
    console.log(
      `  ${row.size.toString().padStart(9)} B  ${row.count.toString().padStart(6)} (now ${row.total})  ${row.key}`,
    );
  console.log('grew most (count):');
  for (const row of rows.sort((a, b) => b.count - a.count).slice(0, 40))
    console.log(
      `  ${row.count.toString().padStart(6)} (now ${row.total})  ${row.size.toString().padStart(9)} B  ${row.key}`,
    );
}

/** For the first 3 nodes of each key matching `pattern` that are new in `after` (5 keys at most), what keeps them. */
function printRetainers(before: HeapGraph, after: HeapGraph, pattern: RegExp): void {
  const known = new Set<number>();
  for (let index = 0; index < before.nodeCount; index += 1) known.add(before.id(index));
  const samples = new Map<string, number[]>();
  for (let index = 0; index < after.nodeCount; index += 1) {
    const key = after.key(index);
    if (known.has(after.id(index)) || !pattern.test(key)) continue;
    if (!samples.has(key) && samples.size === 5) continue;
    const list = samples.get(key) ?? [];
    if (list.length < 3) samples.set(key, [...list, index]);
  }
  for (const [key, list] of samples) {
    console.log(`retainers of new ${key}:`);
    for (const index of list) {
      const path = after.retainerPath(index);
      console.log(path.length === 0 ? '  (no strong path from a root)' : path.map((step) => `  ${step}`).join('\n'));
      console.log('  --');
    }
  }
}

const dist = mkdtempSync(join(tmpdir(), 'tv-heap-dist-'));
chmodSync(dist, 0o755);
process.env.VITE_DEMO = 'true';
process.env.NODE_ENV = 'production';
for (const pass of ['web', 'tv']) {
  process.env.ZAPLINE_LAYOUT = pass;
  await build({ mode: 'production', logLevel: 'error', build: { outDir: dist, minify: false } });
}
const nginx = await startNginx({ root: dist, host: '127.0.0.1', demo: true, stdio: 'pipe' });
const tv = await openSignedInTv(nginx.origin);
try {
  const cdp = await tv.context.newCDPSession(tv.page);
  await cdp.send('HeapProfiler.enable');
  const started = Date.now();
  let rounds = 0;
  let taken = false;
  let lastMinute = -1;
  while (Date.now() - started < minutes * 60_000) {
    await round(tv.page);
    rounds += 1;
    const minute = (Date.now() - started) / 60_000;
    if (Math.floor(minute) > lastMinute) {
      lastMinute = Math.floor(minute);
      console.log(
        `minute ${minute.toFixed(1)}: ${(await sample(cdp, minute)).usedMB.toFixed(2)} MB after ${rounds} rounds`,
      );
    }
    if (!taken && minute >= fromMinute) {
      await snapshot(cdp, join(outDir, 'from.heapsnapshot'));
      taken = true;
      console.log(`snapshot at minute ${minute.toFixed(1)}`);
    }
  }
  console.log(`end ${(await sample(cdp, minutes)).usedMB.toFixed(2)} MB after ${rounds} rounds`);
  await snapshot(cdp, join(outDir, 'end.heapsnapshot'));
  const before = readSnapshot(join(outDir, 'from.heapsnapshot'));
  const after = readSnapshot(join(outDir, 'end.heapsnapshot'));
  compare(summarise(before), summarise(after));
  if (retainersOf) printRetainers(before, after, retainersOf);
  console.log(`snapshots in ${outDir}`);
} finally {
  await tv.close();
  await nginx.stop();
  rmSync(dist, { recursive: true, force: true });
}
