import { describe, expect, it } from 'vitest';
import { Catalogue } from '../../../src/adapters/demo/catalogue/catalogue';

const MINUTE_MS = 60_000;
const NOW = Date.parse('2026-03-29T00:40:00Z');

/** The instants where the shows on now change or might: the first show ending, midnight, the DST change (01:00 UTC), and back. */
function instantsAround(catalogue: Catalogue): number[] {
  const stops = [...catalogue.live(NOW).values()].map((shows) => catalogue.schedule.span(shows[0]!)[1]);
  const firstEnd = Math.min(...stops);
  const midnight = Date.parse('2026-03-30T00:00:00Z');
  const dst = Date.parse('2026-03-29T01:00:00Z');
  return [
    NOW,
    firstEnd - 1,
    firstEnd,
    firstEnd + 1,
    dst - 1,
    dst,
    NOW + 1,
    midnight - 1,
    midnight,
    midnight + MINUTE_MS,
    NOW - 1,
    NOW - 3_600_000,
    NOW,
  ];
}

describe("the demo's shows on now", () => {
  it('should answer, from one catalogue asked again and again, what a fresh catalogue answers at each instant', () => {
    const asked = new Catalogue({ channelCount: 20 });
    for (const instant of instantsAround(asked)) {
      expect(asked.live(instant), new Date(instant).toISOString()).toEqual(
        new Catalogue({ channelCount: 20 }).live(instant),
      );
    }
  });

  it('should hand each caller a map of its own', () => {
    const catalogue = new Catalogue({ channelCount: 3 });
    const first = catalogue.live(NOW);
    first.clear();
    expect(catalogue.live(NOW).size).toBe(3);
  });
});
