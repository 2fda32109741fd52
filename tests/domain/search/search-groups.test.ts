import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupHits, type ExtraHit, type GroupedHits, type IndexHits } from '../../../src/domain/search/search-groups';

const NOW = 1000;
const hitsOf = (list: readonly (readonly [item: number, score: number])[]): IndexHits => ({
  count: list.length,
  items: Int32Array.from(list, ([item]) => item),
  scores: Float64Array.from(list, ([, score]) => score),
});
const extra = (key: string, item: number, score: number, ended = false): ExtraHit => ({ key, item, score, ended });
const refsOf = (grouped: GroupedHits) => ({
  all: [...grouped.all.refs],
  notEnded: [...grouped.notEnded.refs],
  ended: [...grouped.ended.refs],
  counts: [grouped.all.count, grouped.notEnded.count, grouped.ended.count],
});

/**
 * The screen's rule before the engine grouped its hits: every index hit sorted by (score,
 * position), the extras after them, one entry per show keeping the better score and its first
 * place, sorted by (score, place), then filtered per group and cut at `limit`.
 */
function everyHitThenCut(
  hits: IndexHits,
  extras: readonly ExtraHit[],
  endsAt: Float64Array,
  now: number,
  limit: number,
) {
  const local = Array.from(hits.items.subarray(0, hits.count), (item, at) => ({
    key: `#${item}`,
    ref: item,
    score: hits.scores[at]!,
    ended: endsAt[item]! <= now,
  })).sort((a, b) => a.score - b.score || a.ref - b.ref);
  const best = new Map<string, { ref: number; score: number; ended: boolean; order: number }>();
  [
    ...local,
    ...extras.map((each, at) => ({ key: each.key, ref: -1 - at, score: each.score, ended: each.ended })),
  ].forEach((hit, order) => {
    const known = best.get(hit.key);
    if (!known || hit.score < known.score) best.set(hit.key, { ...hit, order: known?.order ?? order });
  });
  const all = [...best.values()].sort((a, b) => a.score - b.score || a.order - b.order);
  const cut = (list: typeof all) => list.slice(0, limit).map((hit) => hit.ref);
  const notEnded = all.filter((hit) => !hit.ended);
  const ended = all.filter((hit) => hit.ended);
  return {
    all: cut(all),
    notEnded: cut(notEnded),
    ended: cut(ended),
    counts: [all.length, notEnded.length, ended.length],
  };
}

describe('when grouping the hits of a search for the screen', () => {
  const endsAt = Float64Array.from([500, 2000, 900, 3000, 1000]);

  it('should keep the best of each group by score, then list position, and count every hit', () => {
    const grouped = groupHits(
      hitsOf([
        [0, 0.2],
        [1, 0.1],
        [2, 0.2],
        [3, 0.05],
        [4, 0.3],
      ]),
      [],
      endsAt,
      NOW,
      2,
    );
    expect(refsOf(grouped)).toEqual({ all: [3, 1], notEnded: [3, 1], ended: [0, 2], counts: [5, 2, 3] });
  });

  it('should count a show ending exactly now as ended', () => {
    expect(refsOf(groupHits(hitsOf([[4, 0.1]]), [], endsAt, NOW, 5)).ended).toEqual([4]);
  });

  it('should add an extra the index did not find after the index hits of the same score', () => {
    const grouped = groupHits(
      hitsOf([
        [1, 0.1],
        [3, 0.2],
      ]),
      [extra('remote', -1, 0.1)],
      endsAt,
      NOW,
      5,
    );
    expect(refsOf(grouped).all).toEqual([1, -1, 3]);
  });

  it('should keep a show found by both once, as the extra when the extra scores better, in the index hit’s place', () => {
    const grouped = groupHits(
      hitsOf([
        [1, 0.3],
        [3, 0.3],
      ]),
      [extra('three', 3, 0.3), extra('one', 1, 0.1, true)],
      endsAt,
      NOW,
      5,
    );
    expect(refsOf(grouped)).toEqual({ all: [-2, 3], notEnded: [3], ended: [-2], counts: [2, 1, 1] });
  });

  it('should answer nothing for no hit and draw nothing at a limit of 0', () => {
    expect(refsOf(groupHits(hitsOf([]), [], endsAt, NOW, 60)).counts).toEqual([0, 0, 0]);
    expect(refsOf(groupHits(hitsOf([[0, 0.1]]), [extra('x', -1, 0)], endsAt, NOW, 0))).toEqual({
      all: [],
      notEnded: [],
      ended: [],
      counts: [2, 1, 1],
    });
  });

  it('should draw exactly what sorting every hit and cutting draws, on random hits, extras, ties and limits', () => {
    const scores = fc.constantFrom(0, 0.001, 0.1, 0.25, 0.25, 0.3);
    const arbitrary = fc.record({
      ends: fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 80 }),
      picked: fc.array(fc.tuple(fc.boolean(), scores), { maxLength: 80 }),
      extras: fc.array(
        fc.record({
          item: fc.integer({ min: -3, max: 90 }),
          key: fc.constantFrom('a', 'b', 'c'),
          score: scores,
          ended: fc.boolean(),
        }),
        { maxLength: 12 },
      ),
      limit: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(arbitrary, ({ ends, picked, extras, limit }) => {
        const endsAt = Float64Array.from(ends);
        const hits = hitsOf(
          picked.slice(0, ends.length).flatMap(([kept, score], item) => (kept ? [[item, score] as const] : [])),
        );
        // An extra's key is its show's id: the id of its item when the index holds it.
        const known = extras.map((each) =>
          each.item >= 0 && each.item < ends.length ? { ...each, key: `#${each.item}` } : { ...each, item: -1 },
        );
        expect(refsOf(groupHits(hits, known, endsAt, NOW, limit))).toEqual(
          everyHitThenCut(hits, known, endsAt, NOW, limit),
        );
      }),
      { numRuns: 400 },
    );
  });
});
