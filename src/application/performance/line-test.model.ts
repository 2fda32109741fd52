import { effectiveTypeOf } from '../../domain/performance/connection-type';
import {
  compareWithConnectionType,
  measuredEffectiveType,
  sustainedQuality,
  type Comparison,
  type LineQuality,
} from '../../domain/performance/line-quality';
import type { EffectiveType } from '../../domain/performance/connection-type';
import type { LineMeasurement } from './line-run';

/** What the result of a test says: the figures, the quality sustained, and the comparison with the address's type. */
export interface LineVerdict {
  readonly rttP50Ms: number;
  readonly rttP95Ms: number;
  readonly throughputMbps: number;
  readonly quality: LineQuality;
  readonly measuredType: EffectiveType;
  readonly namedType: EffectiveType | null;
  readonly comparison: Comparison;
}

/** The verdict of a measurement, against the connection type the address names (`/performance/{effective}`). */
export function lineVerdict(measurement: LineMeasurement, effective: string | undefined): LineVerdict {
  const measuredType = measuredEffectiveType(measurement.rttP50Ms, measurement.throughputBps);
  const namedType = effectiveTypeOf(effective);
  return {
    rttP50Ms: Math.round(measurement.rttP50Ms),
    rttP95Ms: Math.round(measurement.rttP95Ms),
    throughputMbps: Math.round(measurement.throughputBps / 100_000) / 10,
    quality: sustainedQuality(measurement.throughputBps),
    measuredType,
    namedType,
    comparison: compareWithConnectionType(measuredType, namedType),
  };
}
