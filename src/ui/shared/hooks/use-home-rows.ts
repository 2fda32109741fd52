import { sortCategories, type Category } from '../../../domain/category';
import { sortByNumber, type Channel } from '../../../domain/channel';
import type { Resource } from '../../../domain/freshness';
import { FEED, type FeedId, type HomeFeed } from '../../../domain/home-feeds';
import { watchNextEligible } from '../../../domain/parental';
import { expiringSoon, type RecordingEntry } from '../../../domain/recording';
import type { Show } from '../../../domain/show';
import { EMPTY_EXTRAS } from '../../../domain/show-extras';
import { withoutAdultVod } from '../../../domain/vod';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { SHOWS_API, type ShowsApi, type SportsEvent } from '../../../ports/shows.port';
import { VOD_API, type VodApi, type VodElement } from '../../../ports/vod.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useBackupConfig } from './use-backup-config';
import { useNow } from './use-now';
import { useResource } from './use-resource';
import { useRevisedKey } from './use-revision';

/** The VOD category of the home row (spec point 7). */
export const HOME_VOD_CATEGORY = 44856;

/** One card of a home row, whatever the row kind. */
export type HomeItem =
  | { readonly kind: 'show'; readonly key: string; readonly show: Show; readonly live?: boolean; readonly expiresInDays?: number }
  | { readonly kind: 'serie'; readonly key: string; readonly serieId: string; readonly title: string; readonly episodes: readonly Show[] }
  | { readonly kind: 'channel'; readonly key: string; readonly channel: Channel }
  | { readonly kind: 'category'; readonly key: string; readonly category: Category }
  | { readonly kind: 'person'; readonly key: string; readonly name: string }
  | { readonly kind: 'sport'; readonly key: string; readonly event: SportsEvent }
  | { readonly kind: 'vod'; readonly key: string; readonly element: VodElement };

export type HomeRowData =
  | { readonly status: 'loading' }
  | { readonly status: 'failure'; readonly error: unknown }
  | { readonly status: 'success'; readonly items: readonly HomeItem[] };

export interface HomeRowState {
  readonly data: HomeRowData;
  /** Loads the row again at once (the cache otherwise waits 30 s after a failure). */
  readonly retry: () => void;
  /** The row's category name when it is a replay-category row. */
  readonly categoryName?: string;
}

type Part = Resource<unknown> | undefined;

/** A row is failed when a part failed with nothing to show, loading until every part has data. */
function rowOf(parts: readonly Part[], build: () => HomeItem[]): HomeRowData {
  const failed = parts.find((part) => part?.status === 'failure' && part.data === undefined);
  if (failed?.status === 'failure') return { status: 'failure', error: failed.error };
  if (parts.some((part) => part?.data === undefined)) return { status: 'loading' };
  return { status: 'success', items: build() };
}

/** Resource keys of one row: shared with other screens until a retry gives the row its own. */
function useRowKeys(feedKey: string) {
  const base = `row:${feedKey}`;
  const { key, bump } = useRevisedKey(base);
  const suffix = key.slice(base.length);
  return { k: (name: string) => (suffix === '' ? name : `${name}${suffix}:${feedKey}`), retry: bump };
}

const showItem = (show: Show, extra: Partial<Extract<HomeItem, { kind: 'show' }>> = {}): HomeItem => ({ kind: 'show', key: show.id, show, ...extra });

/** The channels everyone shares (lineup order), for the rows and the cards' channel details. */
export function useChannels(keyOf: (name: string) => string = (name) => name) {
  const guide = useService<GuideApi>(GUIDE_API);
  return useResource(keyOf('channels'), () => guide.channels());
}

/** The row of one configured feed: its items loaded through the ports (spec point 2). */
export function useHomeRow(feed: HomeFeed): HomeRowState {
  const feedKey = `${feed.feedId}:${feed.arg ?? ''}`;
  const { k, retry } = useRowKeys(feedKey);
  const useRowData = ROW_HOOKS[feed.feedId];
  const data = useRowData(k, feed.arg);
  return { ...data, retry };
}

type RowHook = (k: (name: string) => string, arg: number | undefined) => Omit<HomeRowState, 'retry'>;

/**
 * One data hook per feed id. A row component serves one feed for its whole life (the home screen
 * keys each row by its feed id), so the hook picked here is the same on every render.
 */
const ROW_HOOKS: Record<FeedId, RowHook> = {
  [FEED.liveUsage]: (k) => ({ data: useLiveRow(k, true) }),
  [FEED.liveNormal]: (k) => ({ data: useLiveRow(k, false) }),
  [FEED.channels]: (k) => ({ data: useChannelsRow(k) }),
  [FEED.replayCategory]: (k, arg) => useReplayRow(k, arg),
  [FEED.categories]: (k) => ({ data: useCategoriesRow(k) }),
  [FEED.watchNext]: (k) => ({ data: useWatchNextRow(k) }),
  [FEED.recordings]: (k) => ({ data: useRecordingsRow(k, false) }),
  [FEED.expiringSoon]: (k) => ({ data: useRecordingsRow(k, true) }),
  [FEED.fast]: (k) => ({ data: useFastRow(k) }),
  [FEED.mySports]: (k) => ({ data: useSportsRow(k) }),
  [FEED.followedActors]: () => ({ data: useFollowedRow() }),
  [FEED.actorShows]: (k) => ({ data: useActorShowsRow(k) }),
  [FEED.vod]: (k) => ({ data: useVodRow(k) }),
};

// Each function below is called for one fixed feed id per row component, so hooks keep their order.

function useLiveRow(k: (name: string) => string, byUsage: boolean): HomeRowData {
  const guide = useService<GuideApi>(GUIDE_API);
  const { session } = useAuth();
  const channels = useChannels(k);
  const live = useResource(k('epglive'), () => guide.liveShows());
  const usage = byUsage && session;
  const playtime = useResource(k(usage ? 'playtime' : 'playtime:none'), () => (usage ? guide.playtime() : Promise.resolve(new Map<string, number>())));
  return rowOf([channels, playtime], () => {
    const seconds = playtime?.data as ReadonlyMap<string, number>;
    const ordered = sortByNumber(channels?.data ?? []).sort((a, b) => (seconds.get(b.id) ?? 0) - (seconds.get(a.id) ?? 0));
    return ordered.map((channel): HomeItem => {
      const current = live?.data?.get(channel.id)?.[0];
      return current ? showItem(current, { live: true }) : { kind: 'channel', key: channel.id, channel };
    });
  });
}

function useChannelsRow(k: (name: string) => string): HomeRowData {
  const channels = useChannels(k);
  return rowOf([channels], () => sortByNumber(channels?.data ?? []).map((channel) => ({ kind: 'channel', key: channel.id, channel })));
}

function useReplayRow(k: (name: string) => string, arg: number | undefined): Omit<HomeRowState, 'retry'> {
  const guide = useService<GuideApi>(GUIDE_API);
  const explore = useResource(k('explore'), () => guide.explore());
  const category = useResource(k(`category:${arg ?? 'none'}`), () => (arg === undefined ? Promise.resolve(null) : guide.exploreCategory(arg)));
  const source = arg === undefined ? explore : category;
  const shows = arg === undefined ? explore?.data?.shows : (category?.data ?? undefined);
  const categoryName = arg === undefined ? undefined : explore?.data?.categories.find((candidate) => candidate.id === arg)?.name;
  return { data: rowOf([source], () => (shows ?? []).map((show) => showItem(show))), categoryName: categoryName ?? (arg === undefined ? undefined : String(arg)) };
}

function useCategoriesRow(k: (name: string) => string): HomeRowData {
  const guide = useService<GuideApi>(GUIDE_API);
  const explore = useResource(k('explore'), () => guide.explore());
  return rowOf([explore], () => sortCategories(explore?.data?.categories ?? []).map((category) => ({ kind: 'category', key: String(category.id), category })));
}

/** The resource of the watch-next row: the player marks it out of date when it saves a bookmark. */
export const WATCH_NEXT_RESOURCE = 'bookmarks';

function useWatchNextRow(k: (name: string) => string): HomeRowData {
  const guide = useService<GuideApi>(GUIDE_API);
  const bookmarks = useResource(k(WATCH_NEXT_RESOURCE), () => guide.bookmarkedShows());
  return rowOf([bookmarks], () => watchNextEligible(bookmarks?.data ?? []).map((show) => showItem(show)));
}

function toEntry(show: Show): RecordingEntry {
  return show.episodes && show.episodes.length > 0
    ? { kind: 'serie', serieId: show.serieId, title: show.serieTitle ?? show.title, episodes: show.episodes }
    : { kind: 'show', show };
}

function useRecordingsRow(k: (name: string) => string, soon: boolean): HomeRowData {
  const guide = useService<GuideApi>(GUIDE_API);
  const sessionApi = useService<SessionApi>(SESSION_API);
  const now = useNow();
  const recorded = useResource(k('recorded'), () => guide.recordedShows());
  const extras = useResource(k(soon ? 'extras' : 'extras:none'), () => (soon ? sessionApi.showExtras() : Promise.resolve(EMPTY_EXTRAS)));
  return rowOf([recorded, extras], () => {
    const entries = (recorded?.data ?? []).map(toEntry);
    const listed = soon ? expiringSoon(entries, extras?.data?.archives ?? new Set(), now) : entries;
    return listed.map((entry): HomeItem =>
      entry.kind === 'show' ? showItem(entry.show) : { kind: 'serie', key: `serie-${entry.serieId}`, serieId: entry.serieId, title: entry.title, episodes: entry.episodes },
    );
  });
}

function useFastRow(k: (name: string) => string): HomeRowData {
  const guide = useService<GuideApi>(GUIDE_API);
  const fast = useResource(k('fast'), () => guide.fastChannels());
  return rowOf([fast], () => (fast?.data ?? []).map((channel) => ({ kind: 'channel', key: channel.id, channel })));
}

function useSportsRow(k: (name: string) => string): HomeRowData {
  const shows = useService<ShowsApi>(SHOWS_API);
  const now = useNow();
  const events = useResource(k('sports'), () => shows.sportsEvents());
  return rowOf([events], () =>
    (events?.data ?? [])
      .filter((event) => event.stopDate.epochMilliseconds > now.epochMilliseconds)
      .sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds)
      .map((event) => ({ kind: 'sport', key: event.eventId, event })),
  );
}

function useFollowedRow(): HomeRowData {
  const { config, error } = useBackupConfig();
  if (config === null) return error ? { status: 'failure', error } : { status: 'loading' };
  return { status: 'success', items: config.people.map((name) => ({ kind: 'person', key: name, name })) };
}

function useActorShowsRow(k: (name: string) => string): HomeRowData {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const { config, error } = useBackupConfig();
  const names = config?.people ?? [];
  const people = useResource(k(`people:${names.join('|')}`), () => (names.length === 0 ? Promise.resolve([]) : showsApi.people(names)));
  if (config === null) return error ? { status: 'failure', error } : { status: 'loading' };
  return rowOf([people], () => {
    const byId = new Map<string, Show>();
    for (const person of people?.data ?? []) for (const show of person.shows) byId.set(show.id, show);
    return [...byId.values()].sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds).map((show) => showItem(show));
  });
}

function useVodRow(k: (name: string) => string): HomeRowData {
  const vod = useService<VodApi>(VOD_API);
  const page = useResource(k(`vod-hierarchy:${HOME_VOD_CATEGORY}`), () => vod.hierarchy(HOME_VOD_CATEGORY));
  return rowOf([page], () => withoutAdultVod(page?.data?.elements ?? []).map((element) => ({ kind: 'vod', key: element.showId, element })));
}
