/** A storage quota as the provider sends it: both figures in seconds (spec point 9). */
export interface Quota {
  readonly maxSeconds: number;
  readonly usageSeconds: number;
}

/** A quota as the user sees it: hours with one decimal and a whole percentage from 0 to 100. */
export interface QuotaView {
  readonly maxHours: number;
  readonly usageHours: number;
  readonly percentage: number;
  /** The usage has reached the maximum: adding more fails. */
  readonly full: boolean;
}

const SECONDS_PER_HOUR = 3600;

function toHours(seconds: number): number {
  return Math.round((seconds / SECONDS_PER_HOUR) * 10) / 10;
}

/** Converts a quota given in seconds into hours and a percentage (capped at 100 for the gauge). */
export function quotaView(quota: Quota): QuotaView {
  const ratio = quota.maxSeconds > 0 ? quota.usageSeconds / quota.maxSeconds : 1;
  return {
    maxHours: toHours(quota.maxSeconds),
    usageHours: toHours(quota.usageSeconds),
    percentage: Math.min(100, Math.max(0, Math.round(ratio * 100))),
    full: quota.usageSeconds >= quota.maxSeconds,
  };
}
