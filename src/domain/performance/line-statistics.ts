/**
 * The value below which `p` percent of `values` fall (linear interpolation between the two
 * nearest ranks, as spreadsheets do); null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (rank - below);
}

/** Bits per second of `bytes` received in `ms` milliseconds; 0 when no time passed. */
export function throughputOf(bytes: number, ms: number): number {
  return ms > 0 ? (bytes * 8 * 1000) / ms : 0;
}
