import type { Requirement } from './search-filter';

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
  return {
    codes: Uint16Array.from(codes),
    depths: Uint8Array.from(depths),
    ends: Int32Array.from(ends),
    firstText,
    texts: Int32Array.from(order),
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
 * 1 to 32 characters.
 */
export function scanTrie(trie: TextTrie, rule: Requirement, loose: Int32Array, strict: Int32Array, counts: ScanCounts): void {
  const { codes, depths, ends, firstText, texts } = trie;
  const { positions, reach, strictReach } = rule;
  const length = rule.pattern.length;
  const last = 1 << (length - 1);
  const end = rule.end;
  plus[0] = -1;
  minus[0] = 0;
  distances[0] = length;
  let looseCount = 0;
  let strictCount = 0;
  // Nodes before this one lie in a subtree whose texts are already in `loose`.
  let looseUntil = 0;
  for (let node = 0; node < codes.length; ) {
    const depth = depths[node]!;
    if (depth - 1 >= end) {
      node = ends[node]!;
      continue;
    }
    const before = depth - 1;
    const p = plus[before]!;
    const m = minus[before]!;
    let distance = distances[before]!;
    const eq = positions[codes[node]!]!;
    const xv = eq | m;
    const xh = ((((eq & p) + p) | 0) ^ p) | eq;
    let hPlus = m | ~(xh | p);
    let hMinus = p & xh;
    if (hPlus & last) distance += 1;
    else if (hMinus & last) distance -= 1;
    hPlus <<= 1;
    hMinus <<= 1;
    if (distance <= strictReach[before]!) {
      const inLoose = node < looseUntil;
      for (let at = firstText[node]!; at < firstText[ends[node]!]!; at++) {
        strict[strictCount++] = texts[at]!;
        if (!inLoose) loose[looseCount++] = texts[at]!;
      }
      node = ends[node]!;
      continue;
    }
    if (node >= looseUntil && distance <= reach[before]!) {
      for (let at = firstText[node]!; at < firstText[ends[node]!]!; at++) loose[looseCount++] = texts[at]!;
      looseUntil = ends[node]!;
    }
    plus[depth] = hMinus | ~(xv | hPlus);
    minus[depth] = hPlus & xv;
    distances[depth] = distance;
    node++;
  }
  counts.loose = looseCount;
  counts.strict = strictCount;
}
