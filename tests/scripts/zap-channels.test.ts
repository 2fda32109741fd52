import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../src/adapters/demo/catalogue/catalogue';
import { needsChallenge } from '../../src/domain/account/parental';
import { CLEAR_AHEAD_MS, firstRun, zapChannels } from '../../scripts/bench/report/zap-channels';

describe('the channels bench:zap zaps between', () => {
  it('should take the first run of usable neighbours, or the longest there is', () => {
    const even = (n: number) => n % 2 === 0;
    expect(firstRun([1, 2, 4, 5, 6, 8, 10, 12], even, 3)).toEqual([6, 8, 10]);
    expect(firstRun([1, 2, 4, 5, 6], even, 3)).toEqual([2, 4]);
    expect(firstRun([1, 3], even, 3)).toEqual([]);
  });

  // At 03:00 UTC an adult show is on air on channel 4 of the demo lineup.
  it.each(['2026-11-25T03:00:00Z', '2026-11-26T00:00:00Z', '2026-11-25T12:00:00Z'])(
    'should zap between neighbours without a licence, and without the parental code until well after the bench (%s)',
    (iso) => {
      const now = Date.parse(iso);
      const catalogue = new Catalogue();
      const chosen = zapChannels(now, 6);
      expect(chosen).toHaveLength(6);
      const numbers = chosen.map(({ channel }) => channel.number);
      expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
      for (const { channel } of chosen) {
        expect(channel.encrypted).toBe(false);
        expect(
          catalogue.schedule
            .between(channel.id, now, now + CLEAR_AHEAD_MS)
            .filter((show) => needsChallenge(show.age, 16)),
        ).toEqual([]);
      }
    },
  );
});
