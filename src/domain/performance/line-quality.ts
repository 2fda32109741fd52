import { EFFECTIVE_TYPES, type EffectiveType } from './connection-type';

/**
 * The throughput each picture quality needs, in bits per second. The spec gives no quality or
 * bitrate figures (only the preview's 900 kbit/s cap), so these are our own thresholds, with
 * headroom over common streaming bitrates: UHD 25 Mbit/s, HD 8, SD 3, low 0.9 (a preview's cap).
 */
export const QUALITY_THRESHOLDS = [
  { quality: 'uhd', bitsPerSecond: 25_000_000 },
  { quality: 'hd', bitsPerSecond: 8_000_000 },
  { quality: 'sd', bitsPerSecond: 3_000_000 },
  { quality: 'low', bitsPerSecond: 900_000 },
] as const;
export type LineQuality = (typeof QUALITY_THRESHOLDS)[number]['quality'] | 'none';

/** The best quality a measured throughput sustains, or `none` below the lowest. */
export function sustainedQuality(bitsPerSecond: number): LineQuality {
  return QUALITY_THRESHOLDS.find((tier) => bitsPerSecond >= tier.bitsPerSecond)?.quality ?? 'none';
}

/**
 * The Network Information API's table of connection types (WICG netinfo, "effective connection
 * type"): a type is given when the round trip is at least `minRttMs` or the downlink at most
 * `maxDownlinkBps`; 4g is everything faster than 3g.
 */
export const EFFECTIVE_TYPE_LIMITS: readonly { type: EffectiveType; minRttMs: number; maxDownlinkBps: number }[] = [
  { type: 'slow-2g', minRttMs: 2000, maxDownlinkBps: 50_000 },
  { type: '2g', minRttMs: 1400, maxDownlinkBps: 70_000 },
  { type: '3g', minRttMs: 270, maxDownlinkBps: 700_000 },
];

/** The connection type the API would name for a measured round trip and throughput. */
export function measuredEffectiveType(rttMs: number, bitsPerSecond: number): EffectiveType {
  const limit = EFFECTIVE_TYPE_LIMITS.find(
    ({ minRttMs, maxDownlinkBps }) => rttMs >= minRttMs || bitsPerSecond <= maxDownlinkBps,
  );
  return limit?.type ?? '4g';
}

/** How the measured line compares with the connection type the address names. */
export type Comparison = 'better' | 'same' | 'worse' | 'unknown';

export function compareWithConnectionType(measured: EffectiveType, named: EffectiveType | null): Comparison {
  if (named === null) return 'unknown';
  const difference = EFFECTIVE_TYPES.indexOf(measured) - EFFECTIVE_TYPES.indexOf(named);
  return difference > 0 ? 'better' : difference < 0 ? 'worse' : 'same';
}
