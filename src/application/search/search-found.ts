import { createPlainSearch, type SearchHit } from '../../domain/search/search';
import { SEARCH_RESULT_LIMIT } from '../../domain/search/search-groups';
import { showTiming, type Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import type { SearchEngineAnswer, SearchEngineGroup, SearchEntry, SearchRequest } from '../../ports/search-engine.port';
import { showSearchFields, type SearchFound, type TabHits } from './search.model';

/*
 * Between the search screen and the search engine: the guide's shows as the engine's entries,
 * the provider's answer as extras of a request, and the engine's groups (best hits and counts)
 * back as shows per tab. The engine answers only what the screen draws (SEARCH_RESULT_LIMIT per
 * tab), in the order of sorting every hit of the guide and the provider by score (a show found
 * by both kept once, with its better score; see domain/search-groups.ts).
 */

export const NOTHING_FOUND: SearchFound = {
  all: { shows: [], count: 0 },
  live: { shows: [], count: 0 },
  replay: { shows: [], count: 0 },
};

/** A guide's show as the engine searches it. */
export function searchEntry(show: Show, channelNames: ReadonlyMap<string, string>): SearchEntry {
  return { id: show.id, fields: showSearchFields(show, channelNames), endsAt: show.stopDate.epochMilliseconds };
}

/** The provider's shows the fuzzy rule accepts, scored by it (its own matching is looser), best first. */
export function scoreRemote(
  remote: readonly Show[],
  query: string,
  channelNames: ReadonlyMap<string, string>,
): SearchHit<Show>[] {
  // Most keystrokes have no provider's shows yet (it is asked once typing pauses): no index to build.
  if (remote.length === 0) return [];
  return createPlainSearch(remote, (show) => showSearchFields(show, channelNames)).search(query);
}

/** The engine's request for `query` at `now`, with the provider's scored shows merged in. */
export function searchRequest(query: string, now: Temporal.Instant, remote: readonly SearchHit<Show>[]): SearchRequest {
  const extras = remote.map(({ item, score }) => ({ id: item.id, score, ended: showTiming(item, now) === 'ended' }));
  return { query, now: now.epochMilliseconds, limit: SEARCH_RESULT_LIMIT, extras };
}

/** The engine's answer as shows: the guide's by id, the provider's by position; a guide show no longer known is left out. */
export function foundOf(
  answer: SearchEngineAnswer,
  guide: ReadonlyMap<string, Show>,
  remote: readonly SearchHit<Show>[],
): SearchFound {
  const tab = ({ hits, count }: SearchEngineGroup): TabHits => {
    const shows = hits.flatMap(({ id, extra }) => {
      const show = extra >= 0 ? remote[extra]?.item : guide.get(id);
      return show ? [show] : [];
    });
    return { shows, count: count - (hits.length - shows.length) };
  };
  return { all: tab(answer.all), live: tab(answer.notEnded), replay: tab(answer.ended) };
}
