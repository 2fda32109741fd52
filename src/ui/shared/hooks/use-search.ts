import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import {
  foundOf,
  NOTHING_FOUND,
  scoreRemote,
  searchEntry,
  searchRequest,
} from '../../../application/search/search-found';
import {
  connectSearch,
  distinctShows,
  searchGuideChunks,
  SEARCH_REMOTE_DELAY_MS,
  type SearchFound,
  type SearchModel,
  type SearchTab,
} from '../../../application/search/search.model';
import { sortByNumber } from '../../../domain/guide/channel';
import type { Show } from '../../../domain/shows/show';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { SEARCH_ENGINE, type SearchEngine } from '../../../ports/search-engine.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useGuideChunks } from './use-guide-chunks';
import { useNow } from './use-now';
import { useResource } from './use-resource';

const NO_SHOWS: readonly Show[] = [];

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The guide's shows of the search window, rebuilt only when a chunk's data changes. */
function useGuideShows() {
  const now = useNow();
  const hour = Math.floor(now.epochMilliseconds / 3_600_000);
  const ids = useMemo(() => searchGuideChunks(now), [hour]); // eslint-disable-line react-hooks/exhaustive-deps
  const { chunks, loading, error } = useGuideChunks(ids);
  const last = useRef<{ chunks: typeof chunks; shows: Show[] }>({ chunks: [], shows: [] });
  const same =
    chunks.length === last.current.chunks.length && chunks.every((chunk, i) => chunk === last.current.chunks[i]);
  if (!same)
    last.current = { chunks, shows: distinctShows(chunks.flatMap((chunk) => (chunk ? [...chunk.values()] : []))) };
  return { shows: last.current.shows, loading, error };
}

/**
 * The search screen's model for `query` in `tab`: the guide's shows searched by the engine at
 * each keystroke, and the provider's search once typing pauses (signed-in users only: the
 * provider refuses visitors).
 */
export function useSearch(query: string, tab: SearchTab | undefined): SearchModel {
  const guideApi = useService<GuideApi>(GUIDE_API);
  const engine = useService<SearchEngine>(SEARCH_ENGINE);
  const { session } = useAuth();
  const now = useNow();
  const channelsResource = useResource('channels', () => guideApi.channels());
  const channels = useMemo(
    () => new Map(sortByNumber(channelsResource?.data ?? []).map((channel) => [channel.id, channel])),
    [channelsResource?.data],
  );
  const names = useMemo(() => new Map([...channels.values()].map((channel) => [channel.id, channel.name])), [channels]);
  const guide = useGuideShows();
  const byId = useMemo(() => new Map(guide.shows.map((show) => [show.id, show])), [guide.shows]);

  const [indexed, setIndexed] = useState(0);
  useEffect(() => {
    engine.index(guide.shows.map((show) => searchEntry(show, names)));
    setIndexed((count) => count + 1);
  }, [engine, guide.shows, names]);

  // Typing again after the provider's search failed asks it again, even for the same words.
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  useEffect(() => {
    const key = `search:${query.trim()}`;
    if (cache.peek(key)?.status === 'failure') cache.expire(key);
  }, [cache, query]);
  const remoteQuery = useSettled(session ? query.trim() : '', SEARCH_REMOTE_DELAY_MS);
  const remote = useResource(`search:${remoteQuery}`, () =>
    remoteQuery === '' ? Promise.resolve([]) : guideApi.search(remoteQuery),
  );
  const remoteFor = session ? query.trim() : '';
  const remoteShows = (remoteQuery === remoteFor ? remote?.data : undefined) ?? NO_SHOWS;
  const remoteHits = useMemo(() => scoreRemote(remoteShows, query, names), [remoteShows, query, names]);

  // The engine answers only the best of each tab; an answer to an older query (or older shows) is
  // dropped. The results are drawn in a transition: React draws them in slices and leaves the
  // page free between them, so a key typed meanwhile is echoed at once (and its own answer
  // replaces the drawing under way).
  const [local, setLocal] = useState<{ query: string; found: SearchFound }>({ query: '', found: NOTHING_FOUND });
  useEffect(() => {
    let wanted = true;
    void engine.search(searchRequest(query, now, remoteHits)).then((answer) => {
      if (wanted && answer !== null)
        startTransition(() => setLocal({ query, found: foundOf(answer, byId, remoteHits) }));
    });
    return () => void (wanted = false);
  }, [engine, query, now, remoteHits, byId, indexed]);
  const loading =
    local.query !== query ||
    guide.loading ||
    remoteQuery !== remoteFor ||
    remote === undefined ||
    remote.status === 'loading';
  const remoteError = remoteQuery === remoteFor && remote?.status === 'failure' ? remote.error : guide.error;
  // The model speaks of the query its results answer, not of each key: a key typed while its
  // answer is awaited leaves the model as it was, so the screen (memoised on it) draws once per
  // answer, not twice per key. While the guide loads, the typed query stands (searching); then the
  // first key after an empty field keeps the empty state until its answer, and "searching" shows
  // only where the answered query found nothing.
  const shownQuery = local.query === '' && guide.loading ? query : local.query;
  const shownLoading = loading && local.found[tab ?? 'all'].count === 0;
  // Kept while its inputs stay: the results (a new array otherwise) are what the screen's rows are memoised on.
  return useMemo(
    () =>
      connectSearch({
        query: shownQuery,
        tab,
        found: local.found,
        foundFor: local.query,
        loading: shownLoading,
        remoteError,
        channels,
      }),
    [shownQuery, tab, local, shownLoading, remoteError, channels],
  );
}
