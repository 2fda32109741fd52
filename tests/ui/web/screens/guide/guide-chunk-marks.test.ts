import { describe, expect, it } from 'vitest';
import { CHUNK_MARK, markChunkDecoded, MAX_CHUNK_MARKS } from '../../../../../src/ui/shared/hooks/use-guide-chunks';

describe('when the guide decodes chunk after chunk', () => {
  it('should keep the performance timeline bounded', () => {
    for (let id = 0; id < 1_000; id += 1) markChunkDecoded(id);
    const marks = performance.getEntriesByName(CHUNK_MARK, 'mark');
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.length).toBeLessThanOrEqual(MAX_CHUNK_MARKS);
    expect((marks.at(-1) as PerformanceMark).detail).toBe(999);
  });
});
