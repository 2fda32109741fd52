/**
 * The page's main-thread work per keystroke, from a DevTools trace taken through the CDP session
 * (as dpad-profile.ts does). The page marks each measured key with `console.timeStamp('key:<id>')`
 * in its keydown handler and the frame that drew its results with `console.timeStamp('done:<id>')`
 * (search-page-probe.ts). Per keystroke the window opens at the start of the renderer main thread's
 * task that dispatched the key and closes at the end of the task that drew the frame marked done;
 * the figures are the sum of the top-level tasks (`RunTask` on `CrRendererMain`: script, React,
 * and the frames' own rendering — style, layout, paint, commit — which run as tasks of that
 * thread too) that start in it, and the longest of them. The search worker's thread, the
 * compositor and raster threads are not counted: they do not hold up the next key.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Microseconds. */
  readonly ts: number;
  readonly dur?: number;
  /** The thread's CPU time, microseconds. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly message?: string } };
}

/**
 * One keystroke's main-thread time, in ms: every task of its window summed, and the longest one,
 * as the thread's CPU time (steadier on a shared machine, as bench:search's CPU line) and elapsed.
 */
export interface KeystrokeWork {
  readonly id: string;
  readonly totalMs: number;
  readonly longestMs: number;
  readonly totalWallMs: number;
  readonly longestWallMs: number;
  readonly tasks: number;
  /** CPU time of the tasks after the paint until the page's first idle moment (marked `settled:<id>`); null when not marked. */
  readonly afterPaintMs: number | null;
}

/** Starts a trace; the function it gives stops it and gives its events. */
export async function startKeystrokeTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: object[] }) => void events.push(...(data.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline', transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
/** The main thread's task (`RunTask` in DevTools, `ThreadControllerImpl::RunTask` in the raw trace). */
const isTask = (name: string) => name === 'RunTask' || name.endsWith('::RunTask');
/** The microtasks Blink runs once a task is over (promise callbacks: React's own work among them): part of that task. */
const MICROTASKS = 'BlinkScheduler_PerformMicrotaskCheckpoint';

/** A top-level task of the main thread, its microtasks included: from `ts` to `end` (µs), `wall` and `cpu` µs of work. */
interface Task {
  readonly ts: number;
  end: number;
  wall: number;
  cpu: number;
}

/** The renderer main threads' top-level tasks, in order (an event nested in another is part of it). */
function mainThreadTasks(events: readonly TraceEvent[]): Map<string, Task[]> {
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, Task[]>();
  const sorted = events
    .filter(
      (event) =>
        event.ph === 'X' && (isTask(event.name) || event.name === MICROTASKS) && main.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  for (const event of sorted) {
    const thread = `${event.pid}:${event.tid}`;
    const tasks = byThread.get(thread) ?? [];
    byThread.set(thread, tasks);
    const last = tasks.at(-1);
    if (last !== undefined && event.ts < last.end) continue;
    if (last !== undefined && event.name === MICROTASKS) {
      last.end = endOf(event);
      last.wall += event.dur ?? 0;
      last.cpu += event.tdur ?? event.dur ?? 0;
    } else tasks.push({ ts: event.ts, end: endOf(event), wall: event.dur ?? 0, cpu: event.tdur ?? event.dur ?? 0 });
  }
  return byThread;
}

/** Per id marked `key:<id>` and `done:<id>` in the trace, the main thread's tasks of its window; ids marked once only are left out. */
export function keystrokeWork(events: readonly TraceEvent[]): KeystrokeWork[] {
  const threads = mainThreadTasks(events);
  const marks = new Map<string, TraceEvent>();
  for (const event of events) {
    const message = event.name === 'TimeStamp' ? event.args?.data?.message : undefined;
    if (message?.startsWith('key:') || message?.startsWith('done:') || message?.startsWith('settled:'))
      marks.set(message, event);
  }
  const work: KeystrokeWork[] = [];
  for (const [message, key] of marks) {
    if (!message.startsWith('key:')) continue;
    const id = message.slice('key:'.length);
    const done = marks.get(`done:${id}`);
    const tasks = threads.get(`${key.pid}:${key.tid}`);
    if (done === undefined || tasks === undefined) continue;
    const first = tasks.find((task) => task.ts <= key.ts && key.ts <= task.end);
    const last = tasks.find((task) => task.ts <= done.ts && done.ts <= task.end);
    if (first === undefined || last === undefined) continue;
    const inWindow = tasks.filter((task) => task.ts >= first.ts && task.ts <= last.ts);
    const cpu = inWindow.map((task) => task.cpu / 1000);
    const wall = inWindow.map((task) => task.wall / 1000);
    const settled = marks.get(`settled:${id}`);
    const idle = settled && tasks.find((task) => task.ts <= settled.ts && settled.ts <= task.end);
    // The tasks after the paint until the page is idle (what the keystroke left for later), only the tasks before it counted.
    const after = idle
      ? sum(tasks.filter((task) => task.ts > last.ts && task.ts < idle.ts).map((task) => task.cpu / 1000))
      : null;
    work.push({
      id,
      totalMs: sum(cpu),
      longestMs: Math.max(...cpu),
      totalWallMs: sum(wall),
      longestWallMs: Math.max(...wall),
      tasks: inWindow.length,
      afterPaintMs: after,
    });
  }
  return work;
}
