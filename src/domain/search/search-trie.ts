import type { Requirement } from './search-filter';
import { buildGrams, gramBucket, START_SPAN, type TextGrams } from './search-grams';

/*
 * The lower-cased texts in a prefix tree, for condition (b) of search-filter.ts: Myers' edit
 * distance after a prefix depends on the prefix only, so texts that begin alike (a channel's
 * name, a series' episodes, "le journal …") share the work of their common start, and once a
 * prefix holds a close enough match, every text below it passes without another step. The
 * tree is stored flat in preorder, so a subtree is a range of nodes and its texts a range of
 * `texts`.
 */

/** fuse.js never looks past this many characters for a query of up to 32 (40 + 32 + 12 + 1). */
const DEPTH = 96;

export interface TextTrie {
  /** Per node in preorder: its character, its depth (1 for a first character), the end of its subtree. */
  readonly codes: Uint16Array;
  readonly depths: Uint8Array;
  readonly ends: Int32Array;
  /** Per node, where its subtree's texts start in `texts` (one more entry closes the last). */
  readonly firstText: Int32Array;
  /** Text ids, in preorder of the node where each ends. */
  readonly texts: Int32Array;
  /** Per node, the last node of the chain it starts: nodes with one child and no text ending, then the first that is not (itself if it is not). */
  readonly chainEnds: Int32Array;
  /** The texts, by id, and where their three-character sequences start. */
  readonly lowered: readonly string[];
  readonly grams: TextGrams;
  /** Per text, during a scan: 1 once in `loose`, 2 once in `strict` (cleared when it ends). */
  readonly marks: Uint8Array;
}

const commonPrefix = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && at < b.length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
};

export function buildTrie(lowered: readonly string[]): TextTrie {
  const cut = lowered.map((text) => text.slice(0, DEPTH));
  const order = Array.from(cut.keys()).sort((a, b) => (cut[a]! < cut[b]! ? -1 : cut[a]! > cut[b]! ? 1 : a - b));
  const codes: number[] = [];
  const depths: number[] = [];
  const ends: number[] = [];
  const attached: number[] = [];
  const path: number[] = [];
  let previous = '';
  for (const id of order) {
    const text = cut[id]!;
    const shared = commonPrefix(previous, text);
    while (path.length > shared) ends[path.pop()!] = codes.length;
    for (let at = shared; at < text.length; at++) {
      path.push(codes.length);
      codes.push(text.charCodeAt(at));
      depths.push(at + 1);
      attached.push(0);
    }
    attached[path[text.length - 1]!]! += 1;
    previous = text;
  }
  while (path.length > 0) ends[path.pop()!] = codes.length;
  const firstText = new Int32Array(codes.length + 1);
  for (let node = 0; node < codes.length; node++) firstText[node + 1] = firstText[node]! + attached[node]!;
  const chainEnds = new Int32Array(codes.length);
  for (let node = codes.length - 1; node >= 0; node--) {
    const single = attached[node] === 0 && node + 1 < ends[node]! && ends[node + 1] === ends[node];
    chainEnds[node] = single ? chainEnds[node + 1]! : node;
  }
  return {
    codes: Uint16Array.from(codes),
    depths: Uint8Array.from(depths),
    ends: Int32Array.from(ends),
    firstText,
    texts: Int32Array.from(order),
    chainEnds,
    lowered,
    grams: buildGrams(lowered, DEPTH),
    marks: new Uint8Array(lowered.length),
  };
}

/** Per depth, Myers' state after the path's prefix (reused by every scan). */
const plus = new Int32Array(DEPTH + 1);
const minus = new Int32Array(DEPTH + 1);
const distances = new Int32Array(DEPTH + 1);

/** How many texts a scan wrote: those passing the looser rule of (b), and those passing the query's own. */
export interface ScanCounts {
  loose: number;
  strict: number;
}

/**
 * Writes into `loose` the ids of the texts holding a match of the query within its allowed
 * edits, close enough to their start by the looser rule of (b), and into `strict` those close
 * enough by the query's own (a subset); `counts` says how many. One pass: the tree is walked as
 * deep as the query's own rule needs, a subtree's texts written to `loose` once. The query has
 * 1 to 32 characters. Two shortcuts, neither changing what is written:
 * - a chain of nodes with one child and no text ending (most of the tree: the texts' own
 *   endings) is stepped through in one loop, its state kept in locals, stored once at its end;
 * - past the last position where a match may have an edit (`fuzzyEnd`), only an exact
 *   occurrence can pass, by both rules alike (no edit: the two rules are the same), so the walk
 *   stops there and the occurrences are looked up by the query's first three characters
 *   (search-grams.ts), for the texts the walk did not already take.
 */
export function scanTrie(
  trie: TextTrie,
  rule: Requirement,
  loose: Int32Array,
  strict: Int32Array,
  counts: ScanCounts,
): void {
  const { codes, depths, ends, chainEnds, firstText, texts, lowered, grams, marks } = trie;
  const { positions, reach, strictReach, pattern } = rule;
  const length = pattern.length;
  const last = 1 << (length - 1);
  const { fuzzyEnd, exactFrom: from, exactLast: lastStart } = rule;
  plus[0] = -1;
  minus[0] = 0;
  distances[0] = length;
  let looseCount = 0;
  let strictCount = 0;
  // Nodes before this one lie in a subtree whose texts are already in `loose`.
  let looseUntil = 0;
  for (let node = 0; node < codes.length;) {
    const before = depths[node]! - 1;
    const subtreeEnd = ends[node]!;
    if (before >= fuzzyEnd) {
      node = subtreeEnd;
      continue;
    }
    // This node and the chain below it, down to the zone's end.
    const stop = Math.min(chainEnds[node]!, node + fuzzyEnd - 1 - before);
    let p = plus[before]!;
    let m = minus[before]!;
    let distance = distances[before]!;
    let accepted = false;
    let inLoose = node < looseUntil;
    for (let at = node, position = before; ; at++, position++) {
      const eq = positions[codes[at]!]!;
      const xv = eq | m;
      const xh = ((((eq & p) + p) | 0) ^ p) | eq;
      let hPlus = m | ~(xh | p);
      let hMinus = p & xh;
      if (hPlus & last) distance += 1;
      else if (hMinus & last) distance -= 1;
      if (distance <= reach[position]!) {
        if (distance <= strictReach[position]!) {
          accepted = true;
          break;
        }
        if (!inLoose) {
          for (let t = firstText[node]!; t < firstText[subtreeEnd]!; t++) {
            marks[texts[t]!] = 1;
            loose[looseCount++] = texts[t]!;
          }
          looseUntil = subtreeEnd;
          inLoose = true;
        }
      }
      hPlus <<= 1;
      hMinus <<= 1;
      p = hMinus | ~(xv | hPlus);
      m = hPlus & xv;
      if (at === stop) break;
    }
    if (accepted) {
      for (let t = firstText[node]!; t < firstText[subtreeEnd]!; t++) {
        const id = texts[t]!;
        marks[id] = 2;
        strict[strictCount++] = id;
        if (!inLoose) loose[looseCount++] = id;
      }
      node = subtreeEnd;
      continue;
    }
    const depth = before + stop - node + 1;
    plus[depth] = p;
    minus[depth] = m;
    distances[depth] = distance;
    node = stop + 1;
  }
  // Exact occurrences ending between fuzzyEnd and exactEnd: starting between `from` and `lastStart`.
  const bucket = gramBucket(pattern);
  for (let at = grams.starts[bucket]!; from <= lastStart && at < grams.starts[bucket + 1]!; at++) {
    const entry = grams.entries[at]!;
    const start = entry % START_SPAN;
    if (start < from || start > lastStart) continue;
    const id = (entry - start) / START_SPAN;
    const mark = marks[id]!;
    if (mark === 2 || !lowered[id]!.startsWith(pattern, start)) continue;
    marks[id] = 2;
    strict[strictCount++] = id;
    if (mark === 0) loose[looseCount++] = id;
  }
  for (let at = 0; at < looseCount; at++) marks[loose[at]!] = 0;
  counts.loose = looseCount;
  counts.strict = strictCount;
}
