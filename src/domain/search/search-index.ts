import Fuse from 'fuse.js';
import { SEARCH_KEYS, SEARCH_THRESHOLD, SEARCH_WEIGHTS, type Search, type SearchFields } from './search';
import { createBitapScorer, MAX_BITAP_PATTERN, type BitapScorer } from './search-bitap';
import { readField } from './search-field';
import {
  EXACT_SCORES,
  exactSlot,
  holdsEnough,
  mayMatch,
  requirement,
  textProfile,
  type Requirement,
} from './search-filter';
import type { IndexHits } from './search-groups';
import { lettersOf, postingHits, rankPostings, toPostings, type LetterPostings } from './search-letters';
import { rankHits } from './search-rank';
import { RankedHits } from './search-ranked';
import { collect, tallyField, type Tally } from './search-tally';
import { buildTrie, scanTrie, type ScanCounts, type TextTrie } from './search-trie';

/*
 * The same results and scores as `createPlainSearch`, fast enough for 100k shows per keystroke:
 * 1. Each distinct lower-cased text is scored once per keystroke, not once per show and key (a
 *    channel's name is shared by a thousand shows, a series' title by its episodes' titles and
 *    series), by fuse.js's bitap rule rewritten without allocations (search-bitap.ts).
 * 2. Only texts holding a close enough match are scored, found by Myers' edit distance over a
 *    prefix tree of the texts (search-filter.ts, search-trie.ts) as far as a match may have an
 *    edit, and past that by looking up exact occurrences (search-grams.ts); for two-character
 *    queries (no edit allowed) the score is read off the first occurrence in each text, and a
 *    one-character query's hits are read from postings scored when the index is built
 *    (search-letters.ts). The texts are numbered and laid out in memory in the tree's order, so
 *    that a scan reads them one after the other; the matched ones are then listed in the order
 *    first seen (the list's), so that their shows are tallied mostly in list order.
 * 3. The matched texts lead to their shows through flat tables, and each show's score is made
 *    exactly as fuse.js does (weights normalised to a sum of 1, each score raised to weight ×
 *    field-length norm, multiplied in key order); only the best `limit` are ordered
 *    (search-rank.ts). Nothing is allocated per keystroke but the answer.
 * 4. Typing narrows: a query that extends the last scanned one and allows as many edits (k) is
 *    checked over the texts that scan found (and what they are narrowed to), without a scan
 *    (search-filter.ts says why none is lost). fuse.js's acceptance is not monotone in the query (a longer query may allow one
 *    more edit), so the scan runs again whenever k grows or the query no longer extends it.
 */

interface Texts {
  readonly lowered: readonly string[];
  /** The ids in the order the texts were first seen. */
  readonly firstSeen: Int32Array;
  /** Per text, its score when no edit is allowed (−1 for none). */
  readonly byText: Float64Array;
  readonly profiles: Uint8Array;
  readonly trie: TextTrie;
  /** The texts the last scan found (condition b for `scanned`, allowing `scannedEdits`): `found` of them. */
  readonly candidates: Int32Array;
  /** Of those, the ones that may match the current query by its own rule (`counts.strict` of them): the ones scored. */
  readonly strict: Int32Array;
  readonly counts: ScanCounts;
  scanned: string;
  scannedEdits: number;
  found: number;
  /** The texts that match the current query, with their raw scores. */
  readonly matched: Int32Array;
  readonly scores: Float64Array;
  /** When the query allows no edit, each matched text's slot of its score (search-filter.ts's EXACT_SCORES); else unused. */
  readonly slots: Int8Array;
  exact: boolean;
}

/** Scores the texts that may match; returns how many match (their ids and scores in `matched` and `scores`). */
function scoreTexts(texts: Texts, query: string, rule: Requirement, bitap: BitapScorer): number {
  const { lowered, candidates, matched, scores, slots } = texts;
  let count = 0;
  texts.exact = rule.edits === 0;
  if (rule.pattern.length > MAX_BITAP_PATTERN) {
    // fuse.js scores a long query in pieces of 32 and averages them: rare enough to ask it.
    const ids = lowered.map((_, id) => id).filter((id) => holdsEnough(texts.profiles, id, rule));
    const fuse = new Fuse(
      ids.map((id) => lowered[id]!),
      { threshold: SEARCH_THRESHOLD, ignoreFieldNorm: true, includeScore: true, shouldSort: false },
    );
    for (const { refIndex, score = 1 } of fuse.search(query)) {
      matched[count] = ids[refIndex]!;
      scores[count++] = score;
    }
    return count;
  }
  if (rule.edits === 0) {
    // No edit allowed: one indexOf per text tells and scores it, the texts read in their order
    // in memory; the matched ones are then listed in the order they were first seen (the
    // list's), so that their shows are tallied mostly in list order.
    const { firstSeen, byText } = texts;
    for (let id = 0; id < lowered.length; id++) byText[id] = exactSlot(lowered[id]!, rule);
    for (let at = 0; at < firstSeen.length; at++) {
      const id = firstSeen[at]!;
      const slot = byText[id]!;
      if (slot < 0) continue;
      matched[count] = id;
      slots[count] = slot;
      scores[count++] = EXACT_SCORES[slot]!;
    }
    return count;
  }
  bitap.setPattern(rule.pattern);
  const { strict, counts } = texts;
  if (rule.edits !== texts.scannedEdits || !rule.pattern.startsWith(texts.scanned)) {
    scanTrie(texts.trie, rule, candidates, strict, counts);
    texts.found = counts.loose;
    texts.scannedEdits = rule.edits;
  } else {
    // Narrowed: the texts of the last scan that still pass (b) loosely are kept for the next
    // keystrokes, those passing it for this query are scored.
    let kept = 0;
    counts.strict = 0;
    for (let at = 0; at < texts.found; at++) {
      const id = candidates[at]!;
      const passes = mayMatch(lowered[id]!, rule);
      if (passes > 0) candidates[kept++] = id;
      if (passes === 2) strict[counts.strict++] = id;
    }
    texts.found = kept;
  }
  texts.scanned = rule.pattern;
  // Scored in the scan's order (the texts' order in memory), then listed in the order first
  // seen, as when no edit is allowed.
  const { byText, firstSeen } = texts;
  byText.fill(-1);
  for (let at = 0; at < counts.strict; at++) {
    const id = strict[at]!;
    byText[id] = bitap.score(lowered[id]!);
  }
  for (let at = 0; at < firstSeen.length; at++) {
    const id = firstSeen[at]!;
    const score = byText[id]!;
    if (score < 0) continue;
    matched[count] = id;
    scores[count++] = score;
  }
  return count;
}

/** The indexed search; `match` gives every hit unordered (views valid until the next call), for `groupHits`. */
export interface IndexedSearch<T> extends Search<T> {
  match(query: string): IndexHits;
}

/** A new string with the same characters (so allocated now, after the one made before). */
const freshCopy = (text: string) => Array.from(text, (char) => char).join('');

/** Builds the index once; each search then scores only the distinct texts that can match. */
export function createIndexedSearch<T>(items: readonly T[], fields: (item: T) => SearchFields): IndexedSearch<T> {
  const docs = items.map(fields);
  const totalWeight = SEARCH_KEYS.reduce((sum, key) => sum + SEARCH_WEIGHTS[key], 0);
  const textIds = new Map<string, number>();
  const read = SEARCH_KEYS.map((key) =>
    readField(
      docs.map((doc) => doc[key]),
      SEARCH_WEIGHTS[key] / totalWeight,
      textIds,
    ),
  );
  // Texts numbered in sorted order, the prefix tree's, and copied in that order: the texts a
  // scan finds come in that order, and are then read one after the other in memory.
  const firstSeen = [...textIds.keys()];
  const sorted = Array.from(firstSeen.keys()).sort((a, b) => (firstSeen[a]! < firstSeen[b]! ? -1 : 1));
  const idOf = new Int32Array(sorted.length);
  sorted.forEach((old, id) => (idOf[old] = id));
  const lowered = sorted.map((old) => freshCopy(firstSeen[old]!));
  const table = read.map((field) => field.linkTexts(lowered.length, idOf));
  const texts: Texts = {
    lowered,
    firstSeen: idOf,
    byText: new Float64Array(lowered.length),
    profiles: textProfile(lowered),
    trie: buildTrie(lowered),
    candidates: new Int32Array(lowered.length),
    strict: new Int32Array(lowered.length),
    counts: { loose: 0, strict: 0 },
    scanned: '',
    scannedEdits: -1,
    found: 0,
    matched: new Int32Array(lowered.length),
    scores: new Float64Array(lowered.length),
    slots: new Int8Array(lowered.length),
    exact: false,
  };
  const bitap = createBitapScorer();
  const tally: Tally = { products: new Float64Array(items.length), touched: new Int32Array(items.length), size: 0 };
  const hits = new Int32Array(items.length);
  const hitScores = new Float64Array(items.length);

  const scoreItems = (query: string, pattern: string): IndexHits => {
    const matchedCount = scoreTexts(texts, query, requirement(pattern), bitap);
    for (const field of table) tallyField(field, texts, matchedCount, tally);
    return { count: collect(tally, hits, hitScores), items: hits, scores: hitScores };
  };
  // Every character a one-character query may be, scored now (search-letters.ts); the first
  // EXACT_SCORES.length − 1 characters of a text are where such a query may match.
  const letters = new Map<string, LetterPostings>();
  for (const letter of lettersOf(lowered, EXACT_SCORES.length - 1))
    letters.set(letter, toPostings(scoreItems(letter, letter)));
  const none: LetterPostings = { items: new Int32Array(0), ids: new Int32Array(0), scores: new Float64Array(0) };

  const match = (query: string): IndexHits => {
    if (query.trim() === '') return { count: 0, items: hits, scores: hitScores };
    const pattern = query.toLowerCase();
    // The items are the postings' own (read-only, as every view `match` gives).
    if (pattern.length === 1) return postingHits(letters.get(pattern) ?? none, hitScores);
    return scoreItems(query, pattern);
  };
  return {
    match,
    search(query, limit = items.length) {
      if (query.trim() === '') return [];
      const pattern = query.toLowerCase();
      if (pattern.length === 1) {
        // Ranked by counting the postings' score ids; their positions become list positions.
        const postings = letters.get(pattern) ?? none;
        const refIndexes = rankPostings(postings.ids, postings.scores.length, limit);
        const scores = new Float64Array(refIndexes.length);
        for (let at = 0; at < refIndexes.length; at++) {
          const hit = refIndexes[at]!;
          scores[at] = postings.scores[postings.ids[hit]!]!;
          refIndexes[at] = postings.items[hit]!;
        }
        return new RankedHits(items, refIndexes, scores);
      }
      const { count } = match(query);
      // The ranked positions become the hits' list positions, their scores copied beside them:
      // the answer keeps them when the next search reuses `hits` and `hitScores`.
      const refIndexes = rankHits(hitScores.subarray(0, count), limit);
      const scores = new Float64Array(refIndexes.length);
      for (let at = 0; at < refIndexes.length; at++) {
        const hit = refIndexes[at]!;
        scores[at] = hitScores[hit]!;
        refIndexes[at] = hits[hit]!;
      }
      return new RankedHits(items, refIndexes, scores);
    },
  };
}
