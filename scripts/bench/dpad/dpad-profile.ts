/**
 * `DPAD_PROFILE=<folder> npm run bench:dpad`: records what the page's main thread did during each
 * screen's measured presses (a DevTools trace and a V8 CPU profile, through the CDP session) into
 * the folder, for DevTools, and prints where the time went per press: the renderer's main-thread
 * trace events summed by name (the key's task, style and layout, paint, layerize, commit…) and the
 * JavaScript functions with the most self time. How the TV's key latency was taken apart (issue 12).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly args?: { name?: string };
}
interface CpuProfile {
  readonly nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

const top = (totals: Map<string, number>, count: number, presses: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${(ms / presses).toFixed(1)}`)
    .join(' · ');

/** Starts recording; the function it gives stops it, saves `<screen>.trace.json` and `<screen>.cpuprofile`, and gives two summary lines. */
export async function startDpadProfile(
  cdp: CDPSession,
  folder: string,
): Promise<(screen: string, presses: number) => Promise<string[]>> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => void events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  return async (screen, presses) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const file = screen.replace(/\W+/g, '-');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${file}.trace.json`), JSON.stringify(events));
    writeFileSync(join(folder, `${file}.cpuprofile`), JSON.stringify(profile));

    const mainThreads = new Set(
      events
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const traced = new Map<string, number>();
    for (const event of events) {
      if (event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
      traced.set(event.name, (traced.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, at) => {
      const frame = nodes.get(id);
      if (!frame || frame.functionName.startsWith('(')) return;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
      self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[at] ?? 0) / 1000);
    });
    return [
      `    main thread, ms per press (nested events counted in each): ${top(traced, 14, presses)}`,
      `    JS self time, ms per press (sampled): ${top(self, 10, presses)}`,
    ];
  };
}
