/*
 * Where each three-character sequence occurs in the first characters of the lower-cased texts,
 * for the exact occurrences search-trie.ts looks for past the positions where a match may have
 * an edit: the query's first three characters lead to the few texts and starts to check, instead
 * of every text. Sequences share 65,536 buckets by a hash; a shared bucket only adds entries to
 * check, so the caller confirms each one (`startsWith`).
 */

const BUCKET_BITS = 16;
/** An entry is a text id and a start, packed as id × START_SPAN + start. */
export const START_SPAN = 128;

export interface TextGrams {
  /** Entries of bucket b: entries[starts[b]] up to entries[starts[b + 1]]. */
  readonly starts: Int32Array;
  readonly entries: Int32Array;
}

const bucketAt = (text: string, at: number) =>
  Math.imul(
    Math.imul(text.charCodeAt(at), 961) + Math.imul(text.charCodeAt(at + 1), 31) + text.charCodeAt(at + 2),
    0x9e3779b1,
  ) >>>
  (32 - BUCKET_BITS);

/** The bucket of a query's first three characters. */
export const gramBucket = (pattern: string) => bucketAt(pattern, 0);

/** Every start before `depth` (at most START_SPAN) of every text's three-character sequences. */
export function buildGrams(lowered: readonly string[], depth: number): TextGrams {
  const limit = Math.min(depth, START_SPAN);
  const starts = new Int32Array((1 << BUCKET_BITS) + 1);
  const each = (visit: (bucket: number, entry: number) => void) =>
    lowered.forEach((text, id) => {
      const last = Math.min(text.length, limit) - 3;
      for (let at = 0; at <= last; at++) visit(bucketAt(text, at), id * START_SPAN + at);
    });
  each((bucket) => starts[bucket + 1]!++);
  for (let b = 0; b < 1 << BUCKET_BITS; b++) starts[b + 1]! += starts[b]!;
  const entries = new Int32Array(starts[1 << BUCKET_BITS]!);
  const filled = starts.slice(0, 1 << BUCKET_BITS);
  each((bucket, entry) => (entries[filled[bucket]!++] = entry));
  return { starts, entries };
}
