import type { SearchHit, SearchHits } from './search';

/** Hits held as list positions and scores, best first; each read makes its `SearchHit`. */
export class RankedHits<T> implements SearchHits<T> {
  constructor(
    private readonly items: readonly T[],
    private readonly refIndexes: Int32Array,
    private readonly scores: Float64Array,
  ) {}

  get length(): number {
    return this.refIndexes.length;
  }

  at(index: number): SearchHit<T> | undefined {
    const at = index < 0 ? this.length + Math.trunc(index) : Math.trunc(index);
    if (!(at >= 0 && at < this.length)) return undefined;
    const refIndex = this.refIndexes[at]!;
    return { item: this.items[refIndex] as T, score: this.scores[at]!, refIndex };
  }

  *[Symbol.iterator](): Iterator<SearchHit<T>> {
    for (let at = 0; at < this.length; at++) yield this.at(at)!;
  }
}
