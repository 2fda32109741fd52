import type { Channel } from '../../domain/guide/channel';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { SearchFields } from '../../domain/search/search';
import { SEARCH_RESULT_LIMIT } from '../../domain/search/search-groups';
import type { Show } from '../../domain/shows/show';
import { chunksCovering, type ChunkId } from '../../domain/guide/epg-chunk';
import { Temporal } from '../../domain/time';

/*
 * The search screen's model (issue 13). Tabs are kinds of show, chosen because both sources
 * (the guide's shows and the provider's show search) return shows only:
 * - `/search` (no tab): everything found;
 * - `live`: on air now or still to come (watch, record);
 * - `replay`: already ended (replay, recordings).
 * People and VOD have screens of their own; neither source lists them.
 */
export const SEARCH_TABS = ['live', 'replay'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export { SEARCH_RESULT_LIMIT };

/** The tab of `/search/{tab}`: undefined for the bare screen, null for an unknown tab. */
export function searchTabOf(param: string | undefined): SearchTab | undefined | null {
  if (param === undefined) return undefined;
  return (SEARCH_TABS as readonly string[]).includes(param) ? (param as SearchTab) : null;
}

/** The address of a tab with the query kept in `q` (nothing when blank). */
export function searchPath(tab: SearchTab | undefined, query: string): string {
  const path = tab ? `/search/${tab}` : '/search';
  return query === '' ? path : `${path}?${new URLSearchParams({ q: query })}`;
}

/** The texts a show is searched by; its channel's name from the lineup. */
export function showSearchFields(show: Show, channelNames: ReadonlyMap<string, string>): SearchFields {
  return { title: show.title, series: show.serieTitle, channel: channelNames.get(show.channelId) };
}

/** The guide's shows, each once (chunks overlap at their edges), FAST cards left out. */
export function distinctShows(lists: Iterable<readonly Show[]>): Show[] {
  const seen = new Set<string>();
  const shows: Show[] = [];
  for (const list of lists) {
    for (const show of list) {
      if (seen.has(show.id) || show.title.trim() === '') continue;
      seen.add(show.id);
      shows.push(show);
    }
  }
  return shows;
}

/** A tab's best shows, best first, and how many it has in all. */
export interface TabHits {
  readonly shows: readonly Show[];
  readonly count: number;
}

/** The hits of every tab (`all` for the bare screen), as search-found.ts makes them from the engine's answer. */
export type SearchFound = Readonly<Record<'all' | SearchTab, TabHits>>;

export interface SearchResult {
  readonly show: Show;
  readonly channel: Channel | undefined;
}

/** What the search screen shows. */
export interface SearchModel {
  /** `empty`: nothing typed yet; `none`: nothing found (and nothing still loading). */
  readonly state: 'empty' | 'searching' | 'results' | 'none';
  readonly tabs: readonly { readonly tab: SearchTab | undefined; readonly count: number; readonly path: string }[];
  readonly results: readonly SearchResult[];
  /** How many results of the tab are not drawn. */
  readonly more: number;
  /** The query the drawn results answer: the query itself once the engine has answered it. */
  readonly resultsFor: string;
  /** Why the provider's search failed; the guide's results stay. */
  readonly remoteError: ApiErrorKind | null;
}

export interface SearchInput {
  readonly query: string;
  readonly tab: SearchTab | undefined;
  /** Per tab, the best shows found and how many in all (search-found.ts), and the query they answer. */
  readonly found: SearchFound;
  readonly foundFor: string;
  /** The guide or the provider is still answering. */
  readonly loading: boolean;
  readonly remoteError: unknown;
  readonly channels: ReadonlyMap<string, Channel>;
}

export function connectSearch({
  query,
  tab,
  found,
  foundFor,
  loading,
  remoteError,
  channels,
}: SearchInput): SearchModel {
  const tabs = [undefined, ...SEARCH_TABS].map((each) => ({
    tab: each,
    count: found[each ?? 'all'].count,
    path: searchPath(each, query),
  }));
  const shown = found[tab ?? 'all'];
  const blank = query.trim() === '';
  const state = blank ? 'empty' : shown.count > 0 ? 'results' : loading ? 'searching' : 'none';
  const drawn = shown.shows.slice(0, SEARCH_RESULT_LIMIT);
  return {
    state,
    tabs,
    results: blank ? [] : drawn.map((show) => ({ show, channel: channels.get(show.channelId) })),
    more: blank ? 0 : Math.max(0, shown.count - drawn.length),
    resultsFor: foundFor,
    remoteError: blank || remoteError === null || remoteError === undefined ? null : errorKind(remoteError),
  };
}

/** The provider's search is asked once typing pauses this long (it answers over the network). */
export const SEARCH_REMOTE_DELAY_MS = 300;
/** The guide's shows searched on the page: this far back and ahead of now (the provider's search covers the rest). */
export const SEARCH_GUIDE_HOURS = 24;

/** The guide chunks the page searches: SEARCH_GUIDE_HOURS either side of now. */
export function searchGuideChunks(now: Temporal.Instant): ChunkId[] {
  const hours = Temporal.Duration.from({ hours: SEARCH_GUIDE_HOURS });
  return chunksCovering({ start: now.subtract(hours), stop: now.add(hours) });
}
