/** Turns the figures of bench:dpad into report lines against their goal and peer. */
import type { BenchLine } from '../report/lines.ts';
import type { DpadReport } from './dpad.ts';

export const DPAD_P95_GOAL_MS = 50;

/** Each screen's p95 against the goal, beside the bare page's p95 (the browser's floor, same run). */
export function dpadLines({ screens, bare }: DpadReport): BenchLine[] {
  return Object.entries(screens).map(([screen, figure]) => ({
    bench: 'dpad',
    name: `${screen}, key → painted focus p95, 6x CPU`,
    figure: figure.p95,
    unit: 'ms',
    goal: { op: '≤', value: DPAD_P95_GOAL_MS },
    ...(bare ? { peer: `bare page ${bare.p95.toFixed(1)} ms` } : {}),
    note: figure.note ?? (figure.failed ? `${figure.failed} presses without a focus move` : undefined),
  }));
}
