import { describe, expect, it } from 'vitest';
import { quotaView } from '../../../src/domain/recordings/quota';

describe('quotas are given in seconds and shown in hours with a percentage (spec point 9)', () => {
  it.each([
    [
      { maxSeconds: 360_000, usageSeconds: 90_000 },
      { maxHours: 100, usageHours: 25, percentage: 25, full: false },
    ],
    [
      { maxSeconds: 36_000, usageSeconds: 5_580 },
      { maxHours: 10, usageHours: 1.6, percentage: 16, full: false },
    ],
    [
      { maxSeconds: 36_000, usageSeconds: 36_000 },
      { maxHours: 10, usageHours: 10, percentage: 100, full: true },
    ],
    [
      { maxSeconds: 36_000, usageSeconds: 40_000 },
      { maxHours: 10, usageHours: 11.1, percentage: 100, full: true },
    ],
    [
      { maxSeconds: 0, usageSeconds: 0 },
      { maxHours: 0, usageHours: 0, percentage: 100, full: true },
    ],
  ])('%j should show as %j', (quota, view) => {
    expect(quotaView(quota)).toEqual(view);
  });
});
