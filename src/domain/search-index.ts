import Fuse, { type FuseIndexStringRecord } from 'fuse.js';
import { SEARCH_KEYS, SEARCH_THRESHOLD, SEARCH_WEIGHTS, type Search, type SearchFields, type SearchHit } from './search';
import { exactScore, mayMatch, requirement, textProfile, type Requirement } from './search-filter';
import { rankHits } from './search-rank';

/*
 * The same results and scores as `createPlainSearch`, fast enough for 100k shows per keystroke.
 * fuse.js still decides every match; this index only avoids asking it in vain:
 * 1. Each distinct text is scored once per keystroke, not once per show (a channel name is
 *    shared by a thousand shows, a series title by its episodes).
 * 2. A text that cannot match is skipped, and for one- or two-character queries (no edit
 *    allowed) the score is read off the first occurrence (see search-filter.ts).
 * 3. Per show, the field scores are combined exactly as fuse.js does (weights normalised to a
 *    sum of 1, each score raised to weight × field-length norm, multiplied in key order), and
 *    only shows holding a matched text are visited.
 * Narrowing from the previous keystroke's results is not used: fuse.js's acceptance is not
 * monotone in the query (a longer query allows more edits), so it could drop real matches.
 */

interface Field {
  readonly weight: number;
  readonly values: readonly string[];
  readonly lowered: readonly string[];
  readonly norms: Float64Array;
  readonly profiles: Uint8Array;
  /** Per item, the id of its value, or -1 when blank. */
  readonly valueOf: Int32Array;
  /** Items of value id v: items[starts[v]] up to items[starts[v + 1]]. */
  readonly starts: Int32Array;
  readonly items: Int32Array;
  /** Per value, its factor in the current query's score; NaN when it does not match. */
  readonly factors: Float64Array;
}

function buildField(texts: readonly (string | undefined)[], weight: number): Field {
  const ids = new Map<string, number>();
  const valueOf = new Int32Array(texts.length).fill(-1);
  texts.forEach((text, i) => {
    if (text === undefined || text.trim() === '') return;
    let id = ids.get(text);
    if (id === undefined) ids.set(text, (id = ids.size));
    valueOf[i] = id;
  });
  const values = [...ids.keys()];
  const norms = new Float64Array(values.length);
  for (const record of Fuse.createIndex([], values).toJSON().records as FuseIndexStringRecord[]) norms[record.i] = record.n;
  const lowered = values.map((value) => value.toLowerCase());
  const starts = new Int32Array(values.length + 1);
  for (const id of valueOf) if (id >= 0) starts[id + 1]! += 1;
  for (let v = 0; v < values.length; v++) starts[v + 1]! += starts[v]!;
  const items = new Int32Array(starts[values.length]!);
  const filled = starts.slice(0, values.length);
  valueOf.forEach((id, item) => {
    if (id >= 0) items[filled[id]!++] = item;
  });
  return { weight, values, lowered, norms, profiles: textProfile(lowered), valueOf, starts, items, factors: new Float64Array(values.length) };
}

function setFactor(field: Field, id: number, score: number): number {
  field.factors[id] = Math.pow(score === 0 ? Number.EPSILON : score, field.weight * field.norms[id]!);
  return id;
}

/** Scores the field's texts that may match and returns the ids of those that do. */
function matchField(field: Field, query: string, rule: Requirement): number[] {
  field.factors.fill(Number.NaN);
  const candidates: number[] = [];
  for (let id = 0; id < field.values.length; id++) if (mayMatch(field.profiles, field.lowered, id, rule)) candidates.push(id);
  if (rule.edits === 0) return candidates.map((id) => setFactor(field, id, exactScore(field.lowered[id]!, rule)!));
  if (candidates.length === 0) return [];
  // A plain string list with the field norm off yields fuse.js's raw match score for each text.
  const fuse = new Fuse(
    candidates.map((id) => field.values[id]!),
    { threshold: SEARCH_THRESHOLD, ignoreFieldNorm: true, includeScore: true, shouldSort: false },
  );
  return fuse.search(query).map(({ refIndex, score = 1 }) => setFactor(field, candidates[refIndex]!, score));
}

/**
 * The items holding at least one matched text, in list order: through the matched texts' item
 * lists when they are few, by one pass over all items when they are many.
 */
function matchedItems(table: readonly Field[], matched: readonly number[][], touched: Uint8Array): Int32Array {
  const postings = table.reduce((sum, field, f) => sum + matched[f]!.reduce((n, id) => n + field.starts[id + 1]! - field.starts[id]!, 0), 0);
  if (postings > touched.length / 4) {
    const hits: number[] = [];
    for (let item = 0; item < touched.length; item++) {
      for (const field of table) {
        const id = field.valueOf[item]!;
        if (id >= 0 && !Number.isNaN(field.factors[id]!)) {
          hits.push(item);
          break;
        }
      }
    }
    return Int32Array.from(hits);
  }
  const hits: number[] = [];
  table.forEach((field, f) => {
    for (const id of matched[f]!) {
      for (let at = field.starts[id]!; at < field.starts[id + 1]!; at++) {
        const item = field.items[at]!;
        if (touched[item] === 0) hits.push(item);
        touched[item] = 1;
      }
    }
  });
  for (const item of hits) touched[item] = 0;
  return Int32Array.from(hits).sort();
}

/** Builds the index once; each search then scores only the distinct texts that can match. */
export function createIndexedSearch<T>(items: readonly T[], fields: (item: T) => SearchFields): Search<T> {
  const docs = items.map(fields);
  const totalWeight = SEARCH_KEYS.reduce((sum, key) => sum + SEARCH_WEIGHTS[key], 0);
  const table = SEARCH_KEYS.map((key) => buildField(docs.map((doc) => doc[key]), SEARCH_WEIGHTS[key] / totalWeight));
  const touched = new Uint8Array(items.length);

  return {
    search(query, limit = items.length) {
      if (query.trim() === '') return [];
      const rule = requirement(query.toLowerCase());
      const matched = table.map((field) => matchField(field, query, rule));
      const hits = matchedItems(table, matched, touched);
      const scores = new Float64Array(hits.length);
      hits.forEach((item, i) => {
        let score = 1;
        for (const field of table) {
          const id = field.valueOf[item]!;
          const factor = id < 0 ? Number.NaN : field.factors[id]!;
          if (!Number.isNaN(factor)) score *= factor;
        }
        scores[i] = score;
      });
      return Array.from(rankHits(scores, limit), (hit): SearchHit<T> => {
        const refIndex = hits[hit]!;
        return { item: items[refIndex] as T, score: scores[hit]!, refIndex };
      });
    },
  };
}
