import type { GroupedHits, HitGroup } from '../../domain/search/search-groups';
import type {
  SearchEngineAnswer,
  SearchEngineGroup,
  SearchEntry,
  SearchExtra,
  SearchRequest,
} from '../../ports/search-engine.port';

/* The messages between the page and the search worker (search.worker.ts), kept apart from the worker's own code. */

/** What the page sends the search worker. */
export type SearchWorkerRequest =
  | { readonly type: 'index'; readonly entries: readonly SearchEntry[] }
  | { readonly type: 'search'; readonly ticket: number; readonly request: SearchRequest };

/**
 * What the worker answers: per group, the best hits only (what the screen draws) as the
 * positions of their entries in the last `index` (or −1 − the position of an extra) and their
 * scores, in typed arrays handed over without a copy, and the group's count; null when a newer
 * search overtook it.
 */
export interface SearchWorkerAnswer {
  readonly ticket: number;
  readonly groups: GroupedHits | null;
}

/** The buffers of an answer, to transfer rather than copy. */
export const transferablesOf = (groups: GroupedHits): ArrayBuffer[] =>
  [groups.all, groups.notEnded, groups.ended].flatMap((group) => [
    group.refs.buffer as ArrayBuffer,
    group.scores.buffer as ArrayBuffer,
  ]);

function groupOf(
  { refs, scores, count }: HitGroup,
  entries: readonly SearchEntry[],
  extras: readonly SearchExtra[],
): SearchEngineGroup {
  const hits = Array.from(refs, (ref, at) =>
    ref >= 0
      ? { id: entries[ref]!.id, score: scores[at]!, extra: -1 }
      : { id: extras[-1 - ref]!.id, score: scores[at]!, extra: -1 - ref },
  );
  return { hits, count };
}

/** The answer's groups as the engine gives them, from the entries and extras the search was asked with. */
export function answerOf(
  groups: GroupedHits | null,
  entries: readonly SearchEntry[],
  extras: readonly SearchExtra[],
): SearchEngineAnswer | null {
  if (groups === null) return null;
  return {
    all: groupOf(groups.all, entries, extras),
    notEnded: groupOf(groups.notEnded, entries, extras),
    ended: groupOf(groups.ended, entries, extras),
  };
}
