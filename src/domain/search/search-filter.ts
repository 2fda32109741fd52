import Fuse from 'fuse.js';
import { SEARCH_THRESHOLD } from './search';

/*
 * Which texts may match a query under fuse.js's rule, decided without running it. fuse.js
 * accepts at most k edits for a query of m characters, k the largest with k / m ≤ 0.4, so a
 * matching text:
 * (a) holds at least m − k of the query's characters (counted per text once, at build time);
 * (b) has a substring within e ≤ k edits of the query starting early enough for fuse.js's
 *     location rule (e / m + start / distance ≤ 0.4), which Myers' bit-parallel edit distance
 *     tells in one pass over the start of the text (search-trie.ts runs it over a prefix tree).
 *     The trie checks a looser form, e / M + start / distance ≤ 0.4 (M the longest query that
 *     allows the same k, at most 32), which also holds for every longer query typed after this
 *     one with the same k: such a query's match, cut back to this query, has no more edits and
 *     the same start, and its own length is at most M. So
 *     the texts passing (b) for a query still hold every match of the queries that extend it
 *     while k stays the same (search-index.ts narrows from them instead of scanning anew).
 * Both are necessary, never sufficient (fuse.js also weighs where the match lies): a text that
 * passes is still scored by fuse.js.
 */

const BUCKETS = 64;
// fuse.js scores a longer query in pieces of 32, so the edit bound of the whole query does not hold.
const MAX_FILTERED_QUERY = 32;

function bucketOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  if (code === 32) return 36;
  // Other characters share buckets: a shared bucket can only overcount, so nothing is missed.
  return 37 + (code % 27);
}

function countInto(target: Uint8Array, offset: number, text: string): void {
  for (let i = 0; i < text.length; i++) {
    const slot = offset + bucketOf(text.charCodeAt(i));
    if (target[slot]! < 255) target[slot]! += 1;
  }
}

/** Character counts of lower-cased texts, BUCKETS per text, built once. */
export function textProfile(lowered: readonly string[]): Uint8Array {
  const counts = new Uint8Array(lowered.length * BUCKETS);
  lowered.forEach((text, id) => countInto(counts, id * BUCKETS, text));
  return counts;
}

/** What a text must have to possibly match a lower-cased query. */
export interface Requirement {
  readonly need: number;
  readonly counts: Uint8Array;
  /** The buckets the query uses. */
  readonly used: Int32Array;
  /** Edits allowed; -1 when the query is too long to filter. */
  readonly edits: number;
  /** Per character code, the bits of its positions in the query (Myers' Peq); one table, valid until the next `requirement`. */
  readonly positions: Int32Array;
  /** Per end position of a match in the text (up to `end`), the most edits it may have for the looser rule of (b); −1 for none. */
  readonly reach: Int8Array;
  /** The same for this query's own rule (e / m): the texts worth scoring now. */
  readonly strictReach: Int8Array;
  readonly pattern: string;
  /** Text characters at this index or past it are never looked at (fuse.js's location rule). */
  readonly end: number;
  /**
   * `reach` only falls with the position: from `fuzzyEnd` on it allows no edit, so only an exact
   * occurrence passes there, by both rules alike (with no edit they are the same), one starting
   * between `exactFrom` and `exactLast` (none when exactFrom > exactLast).
   */
  readonly fuzzyEnd: number;
  readonly exactFrom: number;
  readonly exactLast: number;
}

/** The largest number of edits fuse.js accepts for a query of this length. */
export function allowedEdits(length: number): number {
  let edits = 0;
  while ((edits + 1) / length <= SEARCH_THRESHOLD) edits += 1;
  return edits;
}

// fuse.js's defaults, which the product keeps: the match is expected at the start of the text.
const { location: LOCATION, distance: DISTANCE } = Fuse.config;
const CHAR_CODES = 0x10000;
// Reused by every query (64K entries): only the previous query's characters are cleared.
const positions = new Int32Array(CHAR_CODES);
let positioned = '';

/**
 * The looser location rule of (b), for a match ending at `end` with `edits` edits, `longest`
 * the longest query allowing as many edits as this one: it grows with the edits (one more edit
 * adds 1/longest, an earlier start saves at most 1/distance), so Myers' least distance at `end`
 * is the one to check. The margin only ever lets more through.
 */
const mayStartEarly = (edits: number, end: number, length: number, longest: number) =>
  edits / longest + Math.max(0, end + 1 - length - edits) / DISTANCE <= SEARCH_THRESHOLD + 1e-9;

/** The longest query (up to the longest filtered) allowing `edits` edits, from a query of `length` that does. */
function longestWith(edits: number, length: number): number {
  let longest = length;
  while (longest < MAX_FILTERED_QUERY && allowedEdits(longest + 1) === edits) longest += 1;
  return longest;
}

export function requirement(pattern: string): Requirement {
  const counts = new Uint8Array(BUCKETS);
  countInto(counts, 0, pattern);
  const used = Int32Array.from([...counts.keys()].filter((b) => counts[b]! > 0));
  for (let i = 0; i < positioned.length; i++) positions[positioned.charCodeAt(i)] = 0;
  positioned = '';
  if (pattern.length > MAX_FILTERED_QUERY)
    return {
      need: 0,
      counts,
      used,
      edits: -1,
      positions,
      reach: new Int8Array(0),
      strictReach: new Int8Array(0),
      pattern,
      end: 0,
      fuzzyEnd: 0,
      exactFrom: 0,
      exactLast: -1,
    };
  positioned = pattern;
  for (let i = 0; i < pattern.length; i++) positions[pattern.charCodeAt(i)]! |= 1 << i;
  const edits = allowedEdits(pattern.length);
  const end = LOCATION + DISTANCE * SEARCH_THRESHOLD + pattern.length + edits + 1;
  const reachFor = (longest: number) => {
    const reach = new Int8Array(end + 1).fill(-1);
    for (let at = 0; at <= end; at++)
      while (reach[at]! < edits && mayStartEarly(reach[at]! + 1, at, pattern.length, longest)) reach[at]! += 1;
    return reach;
  };
  const reach = reachFor(longestWith(edits, pattern.length));
  let fuzzyEnd = 0;
  let exactEnd = -1;
  for (let at = 0; at < end; at++) {
    if (reach[at]! >= 1) fuzzyEnd = at + 1;
    if (reach[at]! >= 0) exactEnd = at;
  }
  const exactFrom = Math.max(0, fuzzyEnd - pattern.length + 1);
  const exactLast = exactEnd - pattern.length + 1;
  return {
    need: pattern.length - edits,
    counts,
    used,
    edits,
    positions,
    reach,
    strictReach: reachFor(pattern.length),
    pattern,
    end,
    fuzzyEnd,
    exactFrom,
    exactLast,
  };
}

/**
 * Condition (b) for one text: 2 when it holds for the query's own rule (worth scoring), 1 when
 * only in its looser form (kept for the next keystrokes), 0 when not at all. Myers' edit
 * distance over the text's start up to `fuzzyEnd`, then one look for an exact occurrence, as
 * search-trie.ts runs it over the prefix tree; for narrowing the texts of an earlier scan.
 */
export function mayMatch(text: string, rule: Requirement): 0 | 1 | 2 {
  const { positions, reach, strictReach } = rule;
  let result: 0 | 1 = 0;
  const last = 1 << (rule.pattern.length - 1);
  const stop = Math.min(text.length, rule.fuzzyEnd);
  let plus = -1;
  let minus = 0;
  let distance = rule.pattern.length;
  for (let at = 0; at < stop; at++) {
    const eq = positions[text.charCodeAt(at)]!;
    const xv = eq | minus;
    const xh = ((((eq & plus) + plus) | 0) ^ plus) | eq;
    let hPlus = minus | ~(xh | plus);
    let hMinus = plus & xh;
    if (hPlus & last) distance += 1;
    else if (hMinus & last) distance -= 1;
    if (distance <= strictReach[at]!) return 2;
    if (distance <= reach[at]!) result = 1;
    hPlus <<= 1;
    hMinus <<= 1;
    plus = hMinus | ~(xv | hPlus);
    minus = hPlus & xv;
  }
  if (rule.exactFrom > rule.exactLast || text.length < rule.exactFrom + rule.pattern.length) return result;
  const found = text.indexOf(rule.pattern, rule.exactFrom);
  return found >= 0 && found <= rule.exactLast ? 2 : result;
}

/**
 * fuse.js's raw scores for a query that allows no edit (one or two characters), by slot: slot 0
 * for the whole text (0), slot 1 + s for a first occurrence starting at s (s over the distance,
 * at least 0.001), as far as the threshold accepts. This is what its bitap search computes then
 * (the scan ends on the first occurrence and stops before trying one edit); the tests hold it
 * to fuse.js. The location being 0, the accepted starts run from 0 up. A slot, unlike a score,
 * indexes tables built once (search-field.ts's factors).
 */
export const EXACT_SCORES: Float64Array = (() => {
  const scores = [0];
  for (let start = 0; Math.abs(LOCATION - start) / DISTANCE <= SEARCH_THRESHOLD; start++)
    scores.push(Math.max(0.001, Math.abs(LOCATION - start) / DISTANCE));
  return Float64Array.from(scores);
})();

/** The slot in `EXACT_SCORES` of a text's score for a query that allows no edit; −1 when the query does not occur early enough. */
export function exactSlot(text: string, rule: Requirement): number {
  if (text === rule.pattern) return 0;
  const start = text.indexOf(rule.pattern);
  return start >= 0 && start + 1 < EXACT_SCORES.length ? start + 1 : -1;
}

/** Whether text `id` of a profile holds enough of the query's characters (condition a). */
export function holdsEnough(profiles: Uint8Array, id: number, rule: Requirement): boolean {
  const { used, counts } = rule;
  const base = id * BUCKETS;
  let shared = 0;
  for (let i = 0; i < used.length; i++) {
    const b = used[i]!;
    const held = profiles[base + b]!;
    shared += held < counts[b]! ? held : counts[b]!;
  }
  return shared >= rule.need;
}
