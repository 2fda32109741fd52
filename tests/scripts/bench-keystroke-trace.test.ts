import { describe, expect, it } from 'vitest';
import { keystrokeWork, type TraceEvent } from '../../scripts/bench/search/keystroke-trace';
import { verdictOf } from '../../scripts/bench/report/lines';
import { searchInPageLines } from '../../scripts/bench/search/lines';
import type { InPageFigure } from '../../scripts/bench/search/search-page';

const MAIN = { pid: 1, tid: 1 };
const WORKER = { pid: 1, tid: 2 };
const names: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...WORKER, ts: 0, args: { name: 'DedicatedWorker thread' } },
];
/** A task of `thread` from `at` ms lasting `wall` ms, `cpu` ms of it on the CPU. */
const task = (
  at: number,
  wall: number,
  cpu = wall,
  thread = MAIN,
  name = 'ThreadControllerImpl::RunTask',
): TraceEvent => ({ name, ph: 'X', ...thread, ts: at * 1000, dur: wall * 1000, tdur: cpu * 1000 });
const mark = (at: number, message: string): TraceEvent => ({
  name: 'TimeStamp',
  ph: 'I',
  ...MAIN,
  ts: at * 1000,
  args: { data: { message } },
});

describe('the main thread’s work per keystroke, from a trace', () => {
  describe('when a key is handled, searched in the worker and its results painted', () => {
    const events = [
      ...names,
      task(0, 3),
      // The key's task, its microtasks right after it, and a task nested in it (part of it).
      task(10, 4, 2),
      task(11, 1),
      mark(11, 'key:0'),
      task(14, 1, 1, MAIN, 'BlinkScheduler_PerformMicrotaskCheckpoint'),
      task(16, 50, 50, WORKER),
      task(30, 6, 5),
      task(50, 8, 7),
      mark(51, 'done:0'),
      task(70, 9),
    ];
    const [work] = keystrokeWork(events);

    it('should sum the CPU time of the main thread’s tasks from the key’s task to the painting one, microtasks included', () => {
      expect(work?.totalMs).toBeCloseTo(2 + 1 + 5 + 7);
    });

    it('should give the elapsed time beside it', () => {
      expect(work?.totalWallMs).toBeCloseTo(4 + 1 + 6 + 8);
    });

    it('should give the longest single task', () => {
      expect(work?.longestMs).toBeCloseTo(7);
    });

    it('should leave out the worker’s thread and the tasks before the key and after the paint', () => {
      expect(work?.tasks).toBe(3);
    });
  });

  it('should give the CPU time after the paint until the page is idle, apart', () => {
    const [work] = keystrokeWork([
      ...names,
      task(10, 4),
      mark(11, 'key:0'),
      task(20, 5),
      mark(21, 'done:0'),
      task(30, 3, 2),
      task(40, 1),
      mark(40.5, 'settled:0'),
      task(50, 9),
    ]);
    expect([work?.totalMs, work?.afterPaintMs]).toEqual([9, 2]);
  });

  it('should leave out a key whose results were never marked painted', () => {
    expect(keystrokeWork([...names, task(10, 4), mark(11, 'key:0')])).toEqual([]);
  });
});

describe('the in-page report lines', () => {
  const figure = (p95: number): InPageFigure => ({
    shows: 95_990,
    keystrokes: 52,
    budgetMs: 16,
    met: p95 <= 16,
    mainThread: { median: p95 / 2, p95 },
    mainThreadElapsed: { median: p95, p95: p95 * 2 },
    longestTask: { median: 3, p95: 9 },
    afterPaint: { median: 1, p95: 4 },
    echo: { median: 9.4, p95: 16.9 },
    painted: { median: 47, p95: 66 },
    bare: { echo: { median: 8.1, p95: 16.2 }, mainThread: { median: 2, p95: 2.5 } },
  });

  it.each([
    [12, 'met'],
    [24, 'not met'],
  ])('should put the goal on the main thread’s time per keystroke: p95 %s ms is %s', (p95, verdict) => {
    const [main] = searchInPageLines(figure(p95));
    expect(verdictOf(main!)).toBe(verdict);
  });

  it('should print the echo of the app and of a bare field beside it, with no goal of their own', () => {
    const [main, echo] = searchInPageLines(figure(12));
    expect(main?.peer).toBe('echo p95: app 16.9 ms, bare field 16.2 ms');
    expect(echo?.goal).toBeNull();
  });
});
