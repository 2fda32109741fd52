import type { IndexHits } from './search-groups';
import { distinctScores } from './search-rank';

/*
 * A query of one character finds most shows (75,000–88,000 of 100,000 for 'r', 'a' or 't') and
 * allows no edit, so its hits depend on the character alone: the index scores each character
 * its texts hold once, at build time, and keeps its hits as postings. A keystroke then reads the
 * postings instead of scoring texts and tallying shows, and ranks them by counting: each score is
 * kept as its id among the character's distinct scores, numbered from the lowest up.
 */

/** One character's hits: the items in list order, each score's id, and the scores by id, ascending. */
export interface LetterPostings {
  readonly items: Int32Array;
  readonly ids: Uint16Array | Int32Array;
  readonly scores: Float64Array;
}

/** The characters a query may be: each one the texts hold, but blanks (a blank query finds nothing). */
export function lettersOf(texts: readonly string[], depth: number): string[] {
  const letters = new Set<string>();
  for (const text of texts) for (let at = 0; at < Math.min(text.length, depth); at++) letters.add(text[at]!);
  return [...letters].filter((letter) => letter.trim() !== '');
}

/** Postings of `hits` (a search's hits in list order), copied: the search reuses its buffers. */
export function toPostings({ count, items, scores }: IndexHits): LetterPostings {
  const seen = new Int32Array(count);
  const byRank = distinctScores(scores.subarray(0, count), seen);
  const distinct = new Float64Array(byRank.length);
  const rankOf = new Int32Array(byRank.length);
  byRank.forEach((id, rank) => (rankOf[id] = rank));
  const ids = byRank.length <= 1 << 16 ? new Uint16Array(count) : new Int32Array(count);
  for (let at = 0; at < count; at++) {
    ids[at] = rankOf[seen[at]!]!;
    distinct[ids[at]!] = scores[at]!;
  }
  return { items: items.slice(0, count), ids, scores: distinct };
}

/** The postings as a search's hits: their items, and their scores written into `scores`. */
export function postingHits(postings: LetterPostings, scores: Float64Array): IndexHits {
  const { items, ids, scores: byId } = postings;
  for (let at = 0; at < items.length; at++) scores[at] = byId[ids[at]!]!;
  return { count: items.length, items, scores };
}

/**
 * The best `limit` postings, best first, as `rankHits` orders hits (by score, then list
 * position): counted into the places of their ids, which order their scores.
 */
export function rankPostings(ids: Uint16Array | Int32Array, distinct: number, limit: number): Int32Array {
  const starts = new Int32Array(distinct);
  for (let at = 0; at < ids.length; at++) starts[ids[at]!]! += 1;
  for (let id = 0, place = 0; id < distinct; id++) {
    const hits = starts[id]!;
    starts[id] = place;
    place += hits;
  }
  const order = new Int32Array(Math.max(0, Math.min(limit, ids.length)));
  for (let at = 0; at < ids.length; at++) {
    const place = starts[ids[at]!]!++;
    if (place < order.length) order[place] = at;
  }
  return order;
}
