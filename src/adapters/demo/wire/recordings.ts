import type { Quota } from '../../../domain/recordings/quota';
import type { Quotas } from '../../../ports/recordings.port';

function quotaToWire(quota: Quota) {
  const percentage = quota.maxSeconds > 0 ? Math.round((quota.usageSeconds / quota.maxSeconds) * 100) : 100;
  return { max: quota.maxSeconds, usage: quota.usageSeconds, percentage };
}

/** GET recordings/quotas/: both figures in seconds (spec point 9), plus the percentage used. */
export function quotasToWire(quotas: Quotas) {
  return { recordings: quotaToWire(quotas.recordings), archives: quotaToWire(quotas.archives) };
}
