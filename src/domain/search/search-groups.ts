/*
 * The hits a search screen draws, chosen where the search runs (the worker): per group (every
 * hit, those not ended, those ended) the best `limit` and how many there are, instead of every
 * hit. Hits found elsewhere (the provider's search, "extras") are merged in as the screen merged
 * them before: a show found by both keeps the better score (the extra's show when strictly
 * better) and its place among the index's hits; extras the index did not find come after the
 * index's hits of the same score, in their own order. The order is the one of sorting every hit
 * by (score, then index hits by their own score and list position, then extras by their order).
 */

/** At most this many results are drawn per tab of the search screen: the best ones, the rest counted. */
export const SEARCH_RESULT_LIMIT = 60;

/** The index's hits of one query: the items' positions in list order and their scores. */
export interface IndexHits {
  readonly count: number;
  readonly items: Int32Array;
  readonly scores: Float64Array;
}

/** A hit found outside the index: its item in the index (-1 when not there), its score and whether it has ended. */
export interface ExtraHit {
  readonly item: number;
  readonly key: string;
  readonly score: number;
  readonly ended: boolean;
}

/** One group's best hits: `refs` are index items (≥ 0) or extras (−1 − their position); and the group's size. */
export interface HitGroup {
  readonly refs: Int32Array;
  readonly scores: Float64Array;
  readonly count: number;
}

export interface GroupedHits {
  readonly all: HitGroup;
  readonly notEnded: HitGroup;
  readonly ended: HitGroup;
}

/** A candidate for a group: its sort key and what it refers to. */
interface Candidate {
  readonly score: number;
  /** 0 for the index's hits, 1 for extras it did not find. */
  readonly tier: number;
  /** Index hits: own score; extras: 0. */
  readonly own: number;
  /** Index hits: list position; extras: their order. */
  readonly order: number;
  readonly ref: number;
  readonly ended: boolean;
}

const byKey = (a: Candidate, b: Candidate) =>
  a.score - b.score || a.tier - b.tier || a.own - b.own || a.order - b.order;

function position(hits: IndexHits, item: number): number {
  let low = 0;
  let high = hits.count - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = hits.items[mid]!;
    if (at === item) return mid;
    if (at < item) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The extras merged: index hits they beat (by position in `hits`), and those the index did not find. */
function mergeExtras(hits: IndexHits, extras: readonly ExtraHit[]) {
  const beaten = new Map<number, Candidate>();
  const outside = new Map<string, Candidate>();
  extras.forEach((extra, at) => {
    const found = extra.item < 0 ? -1 : position(hits, extra.item);
    if (found >= 0) {
      const known = beaten.get(found);
      const own = hits.scores[found]!;
      if (extra.score < (known?.score ?? own))
        beaten.set(found, {
          score: extra.score,
          tier: 0,
          own,
          order: hits.items[found]!,
          ref: -1 - at,
          ended: extra.ended,
        });
      return;
    }
    const known = outside.get(extra.key);
    if (!known || extra.score < known.score)
      outside.set(extra.key, {
        score: extra.score,
        tier: 1,
        own: 0,
        order: known?.order ?? at,
        ref: -1 - at,
        ended: extra.ended,
      });
  });
  return { beaten, outside: [...outside.values()] };
}

/** The best `limit` positions of `hits` in one group, by (score, position); a bounded heap, worst at the root. */
class Best {
  private readonly heap: Int32Array;
  size = 0;
  count = 0;
  constructor(
    private readonly scores: Float64Array,
    private readonly limit: number,
  ) {
    this.heap = new Int32Array(limit);
  }

  private worse(a: number, b: number): boolean {
    const { scores } = this;
    return scores[a]! > scores[b]! || (scores[a] === scores[b] && a > b);
  }

  private swap(i: number, j: number): void {
    const kept = this.heap[i]!;
    this.heap[i] = this.heap[j]!;
    this.heap[j] = kept;
  }

  offer(at: number): void {
    this.count++;
    const { heap, limit } = this;
    if (this.size < limit) {
      let i = this.size++;
      heap[i] = at;
      while (i > 0 && this.worse(heap[i]!, heap[(i - 1) >> 1]!)) {
        this.swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
      return;
    }
    if (limit === 0 || !this.worse(heap[0]!, at)) return;
    heap[0] = at;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      let worst = i;
      if (left < this.size && this.worse(heap[left]!, heap[worst]!)) worst = left;
      if (left + 1 < this.size && this.worse(heap[left + 1]!, heap[worst]!)) worst = left + 1;
      if (worst === i) break;
      this.swap(i, worst);
      i = worst;
    }
  }

  candidates(hits: IndexHits, ended: boolean): Candidate[] {
    return Array.from(this.heap.subarray(0, this.size), (at) => {
      const score = hits.scores[at]!;
      return { score, tier: 0, own: score, order: hits.items[at]!, ref: hits.items[at]!, ended };
    });
  }
}

function group(candidates: Candidate[], count: number, limit: number): HitGroup {
  const best = candidates.sort(byKey).slice(0, limit);
  return {
    refs: Int32Array.from(best, (each) => each.ref),
    scores: Float64Array.from(best, (each) => each.score),
    count,
  };
}

/**
 * Groups the index's hits and the extras: `endsAt[item]` is when each item ends (an item has
 * ended when it is ≤ `now`). Only the best `limit` of each group are ordered.
 */
export function groupHits(
  hits: IndexHits,
  extras: readonly ExtraHit[],
  endsAt: Float64Array,
  now: number,
  limit: number,
): GroupedHits {
  const { beaten, outside } = mergeExtras(hits, extras);
  const open = new Best(hits.scores, limit);
  const done = new Best(hits.scores, limit);
  for (let at = 0; at < hits.count; at++) {
    if (beaten.size > 0 && beaten.has(at)) continue;
    if (endsAt[hits.items[at]!]! <= now) done.offer(at);
    else open.offer(at);
  }
  const others = [...beaten.values(), ...outside];
  const notEndedOthers = others.filter((each) => !each.ended);
  const endedOthers = others.filter((each) => each.ended);
  const notEnded = group(
    [...open.candidates(hits, false), ...notEndedOthers],
    open.count + notEndedOthers.length,
    limit,
  );
  const ended = group([...done.candidates(hits, true), ...endedOthers], done.count + endedOthers.length, limit);
  const all = group(
    [...open.candidates(hits, false), ...done.candidates(hits, true), ...others].sort(byKey).slice(0, limit),
    notEnded.count + ended.count,
    limit,
  );
  return { all, notEnded, ended };
}
