import { describe, expect, it } from 'vitest';
import { effectiveTypeOf } from '../../../src/domain/performance/connection-type';
import {
  compareWithConnectionType,
  measuredEffectiveType,
  sustainedQuality,
} from '../../../src/domain/performance/line-quality';
import { percentile, throughputOf } from '../../../src/domain/performance/line-statistics';

describe('the percentiles of the round trips', () => {
  const trips = [40, 10, 30, 20, 100, 50, 60, 70, 80, 90];

  it('should give the median as p50, between the two middle values', () => {
    expect(percentile(trips, 50)).toBe(55);
  });

  it('should give p95 between the two highest values', () => {
    expect(percentile(trips, 95)).toBeCloseTo(95.5);
  });

  it('should give the only value for one round trip, and nothing for none', () => {
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('the throughput of a download', () => {
  it('should count bits per second', () => {
    expect(throughputOf(1_000_000, 2000)).toBe(4_000_000);
    expect(throughputOf(1000, 0)).toBe(0);
  });
});

describe('the quality a throughput sustains', () => {
  it.each([
    [30_000_000, 'uhd'],
    [25_000_000, 'uhd'],
    [8_000_000, 'hd'],
    [5_000_000, 'sd'],
    [1_000_000, 'low'],
    [500_000, 'none'],
  ] as const)('should say %i bit/s sustains %s', (bps, quality) => {
    expect(sustainedQuality(bps)).toBe(quality);
  });
});

describe('the connection type a measured line matches (Network Information API table)', () => {
  it.each([
    [2500, 10_000_000, 'slow-2g'],
    [100, 40_000, 'slow-2g'],
    [1500, 10_000_000, '2g'],
    [300, 10_000_000, '3g'],
    [100, 600_000, '3g'],
    [50, 10_000_000, '4g'],
  ] as const)('should call %i ms and %i bit/s %s', (rtt, bps, type) => {
    expect(measuredEffectiveType(rtt, bps)).toBe(type);
  });

  it('should compare the measured type with the one the address names', () => {
    expect(compareWithConnectionType('4g', '3g')).toBe('better');
    expect(compareWithConnectionType('2g', '4g')).toBe('worse');
    expect(compareWithConnectionType('3g', '3g')).toBe('same');
    expect(compareWithConnectionType('3g', null)).toBe('unknown');
  });

  it('should read only the API’s names from the address', () => {
    expect(effectiveTypeOf('slow-2g')).toBe('slow-2g');
    expect(effectiveTypeOf('5g')).toBeNull();
    expect(effectiveTypeOf(undefined)).toBeNull();
  });
});
