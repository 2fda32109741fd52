import { percentile, throughputOf } from '../../domain/performance/line-statistics';
import { ROUND_TRIP_SHARE, ROUND_TRIPS, THROUGHPUT_DURATION } from '../../domain/performance/line-test';
import type { LineMeter } from '../../ports/line-meter.port';

/** What a finished test measured. */
export interface LineMeasurement {
  readonly rttP50Ms: number;
  readonly rttP95Ms: number;
  /** Bits per second downloaded from the stream servers. */
  readonly throughputBps: number;
}

/**
 * One test: `ROUND_TRIPS` round trips to the API, then downloads for `THROUGHPUT_DURATION` of
 * download time, telling the progress (0 to 1) as it goes; stops when `signal` aborts.
 */
export async function runLineTest(
  meter: LineMeter,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<LineMeasurement> {
  const rtts: number[] = [];
  for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
    rtts.push(await meter.roundTrip(signal));
    onProgress((ROUND_TRIP_SHARE * rtts.length) / ROUND_TRIPS);
  }
  const duration = THROUGHPUT_DURATION.total('milliseconds');
  let bytes = 0;
  let ms = 0;
  for (let index = 0; ms < duration; index += 1) {
    const sample = await meter.download(index, signal);
    bytes += sample.bytes;
    ms += Math.max(sample.ms, 1);
    onProgress(ROUND_TRIP_SHARE + (1 - ROUND_TRIP_SHARE) * Math.min(1, ms / duration));
  }
  return {
    rttP50Ms: percentile(rtts, 50) ?? 0,
    rttP95Ms: percentile(rtts, 95) ?? 0,
    throughputBps: throughputOf(bytes, ms),
  };
}
