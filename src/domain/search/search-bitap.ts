import Fuse from 'fuse.js';
import { SEARCH_THRESHOLD } from './search';

/*
 * fuse.js's bitap score of one lower-cased text, step for step as fuse.js 7 computes it (its
 * `search` in src/search/bitap), without its per-call objects and arrays: the pattern's
 * character masks live in one table set per query, the rows of bits in two buffers reused for
 * every text. Its quirks are kept, for the scores to be the very same numbers: the score
 * returned is the last one computed, even when it was not the best, and a text equal to the
 * pattern scores 0. The tests hold it to fuse.js on random texts and queries.
 */

/** fuse.js scores longer patterns in pieces of this many characters (one bit each). */
export const MAX_BITAP_PATTERN = 32;

// fuse.js's defaults, which the product keeps: the match is expected at the start of the text.
const { location: LOCATION, distance: DISTANCE } = Fuse.config;

export interface BitapScorer {
  /** The lower-cased query, of 1 to MAX_BITAP_PATTERN characters. */
  setPattern(pattern: string): void;
  /** fuse.js's score of a lower-cased text (0 is perfect), or -1 when it does not match. */
  score(text: string): number;
}

// Kept as fuse.js writes it, so that the floats agree to the last bit. (A function of its own, not
// a closure: a closure made per text costs more than the scoring.)
function scoreAt(errors: number, length: number, expected: number, at: number): number {
  return errors / length + Math.abs(expected - at) / DISTANCE;
}

export function createBitapScorer(): BitapScorer {
  const masks = new Int32Array(0x10000);
  let pattern = '';
  let rowA = new Int32Array(128);
  let rowB = new Int32Array(128);

  return {
    setPattern(next) {
      for (let i = 0; i < pattern.length; i++) masks[pattern.charCodeAt(i)] = 0;
      pattern = next;
      for (let i = 0; i < next.length; i++) masks[next.charCodeAt(i)]! |= 1 << (next.length - i - 1);
    },
    score(text) {
      if (text === pattern) return 0;
      const m = pattern.length;
      const n = text.length;
      const expected = Math.max(0, Math.min(LOCATION, n));
      if (expected === 0) {
        // The common case, without the rows: the first exact occurrence sets the threshold to
        // its own score, so the first row's window ends with it, finds no other, and scores it
        // last; when one error would already cost more, fuse.js stops after that row.
        const first = text.indexOf(pattern);
        const exact = first < 0 ? SEARCH_THRESHOLD + 1 : scoreAt(0, m, 0, first);
        if (exact <= SEARCH_THRESHOLD && scoreAt(1, m, 0, 0) > exact) return Math.max(0.001, exact);
      }
      if (rowA.length < n + m + 2) {
        rowA = new Int32Array(2 * (n + m + 2));
        rowB = new Int32Array(rowA.length);
      }
      let threshold = SEARCH_THRESHOLD;
      let best = expected;
      for (let at = text.indexOf(pattern, best); at > -1; at = text.indexOf(pattern, best)) {
        threshold = Math.min(scoreAt(0, m, expected, at), threshold);
        best = at + m;
      }
      best = -1;
      let finalScore = 1;
      let binMax = m + n;
      const mask = 1 << (m - 1);
      let last = rowA;
      let row = rowB;
      for (let i = 0; i < m; i++) {
        let binMin = 0;
        let binMid = binMax;
        while (binMin < binMid) {
          if (scoreAt(i, m, expected, expected + binMid) <= threshold) binMin = binMid;
          else binMax = binMid;
          binMid = Math.floor((binMax - binMin) / 2 + binMin);
        }
        binMax = binMid;
        let start = Math.max(1, expected - binMid + 1);
        const finish = Math.min(expected + binMid, n) + m;
        row[finish + 1] = (1 << i) - 1;
        for (let j = finish; j >= start; j--) {
          const at = j - 1;
          // Past the text's end fuse.js reads undefined, which masks to 0.
          const charMatch = at < n ? masks[text.charCodeAt(at)]! : 0;
          let bits = ((row[j + 1]! << 1) | 1) & charMatch;
          if (i > 0) bits |= ((last[j + 1]! | last[j]!) << 1) | 1 | last[j + 1]!;
          row[j] = bits;
          if ((bits & mask) === 0) continue;
          finalScore = scoreAt(i, m, expected, at);
          if (finalScore > threshold) continue;
          threshold = finalScore;
          best = at;
          if (best <= expected) break;
          start = Math.max(1, 2 * expected - best);
        }
        if (scoreAt(i + 1, m, expected, expected) > threshold) break;
        const kept = last;
        last = row;
        row = kept;
      }
      return best >= 0 ? Math.max(0.001, finalScore) : -1;
    },
  };
}
