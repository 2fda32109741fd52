/** Median timing for the EPG bench: warm-up first, then many samples taken in turns. */
import { performance } from 'node:perf_hooks';

export interface Contender {
  readonly label: string;
  /** Returns how many shows it produced, so the work cannot be optimised away. */
  readonly run: () => number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Median milliseconds per run of each contender: `warmUp` runs each, then `samples` samples of
 * `batch` runs each, the contenders taking turns within every sample so machine noise hits both.
 */
export function medians(contenders: readonly Contender[], samples: number, batch: number, warmUp: number): number[] {
  let sink = 0;
  for (const contender of contenders) for (let i = 0; i < warmUp; i += 1) sink += contender.run();
  const times = contenders.map(() => [] as number[]);
  for (let s = 0; s < samples; s += 1) {
    contenders.forEach((contender, c) => {
      const started = performance.now();
      for (let i = 0; i < batch; i += 1) sink += contender.run();
      times[c]!.push((performance.now() - started) / batch);
    });
  }
  if (sink < 0) console.log(sink);
  return times.map(median);
}
