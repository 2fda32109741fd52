import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { SEARCH_THRESHOLD } from '../../../src/domain/search/search';
import { EXACT_SCORES, exactSlot, requirement } from '../../../src/domain/search/search-filter';

/** fuse.js's raw score of one text (a list of strings, norm ignored), or null for no match. */
function fuseScore(text: string, query: string): number | null {
  const [hit] = new Fuse([text], { threshold: SEARCH_THRESHOLD, includeScore: true, ignoreFieldNorm: true }).search(
    query,
  );
  return hit ? hit.score! : null;
}

const slotScore = (slot: number) => (slot < 0 ? null : EXACT_SCORES[slot]!);

describe('when a query allows no edit, its score is read from the slot of its first occurrence', () => {
  // The query at every start, alone, twice, and in a text of its own: each way fuse.js scores it.
  const texts = (query: string) => [
    query,
    ...Array.from({ length: 60 }, (_, start) => `${'-'.repeat(start)}${query}${'-'.repeat(5)}`),
    ...Array.from({ length: 50 }, (_, start) => `${'-'.repeat(start)}${query}--${query}`),
    '--',
    `${query}${query}`,
  ];

  it.each(['r', 'x', 'jo', 'rt'])("should give fuse.js's score for %s at every start", (query) => {
    const rule = requirement(query);
    for (const text of texts(query))
      expect([text, slotScore(exactSlot(text, rule))]).toEqual([text, fuseScore(text, query)]);
  });

  it('should have one slot for the whole text and one per start fuse.js accepts (0 to 40 at distance 100)', () => {
    expect(EXACT_SCORES).toHaveLength(42);
    expect(EXACT_SCORES[0]).toBe(0);
    expect(EXACT_SCORES[1]).toBe(0.001);
  });
});
