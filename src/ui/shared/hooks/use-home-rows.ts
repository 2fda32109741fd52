import { loadedOf } from '../../../application/loaded';
import {
  actorShowItems,
  categoryItems,
  channelItems,
  fastItems,
  liveItems,
  liveRowOf,
  personItems,
  recordingItems,
  rowOf,
  showItems,
  sportItems,
  vodItems,
  watchNextItems,
  type HomeRowData,
} from '../../../application/home/home-rows.model';
import { FEED, type FeedId, type HomeFeed } from '../../../domain/home/home-feeds';
import { HOME_VOD_CATEGORY } from '../../../domain/home/home-rows';
import { EMPTY_EXTRAS } from '../../../domain/shows/show-extras';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { VOD_API, type VodApi } from '../../../ports/vod.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useBackupConfig } from './use-backup-config';
import { useNow, useTimeZone } from './use-now';
import { usePeople } from './use-people';
import { useResource } from './use-resource';
import { useRevisedKey } from './use-revision';

export interface HomeRowState {
  readonly data: HomeRowData;
  /** Loads the row again at once (the cache otherwise waits 30 s after a failure). */
  readonly retry: () => void;
  /** The row's category name when it is a replay-category row. */
  readonly categoryName?: string;
}

/** The hook of one row kind; each kind has its own, rendered by its own component (see home-row-source). */
export type HomeRowHook = (feed: HomeFeed) => HomeRowState;
type Keys = (name: string) => string;

/** Resource keys of one row: shared with other screens until a retry gives the row its own. */
function useRowKeys(feed: HomeFeed) {
  const feedKey = `${feed.feedId}:${feed.arg ?? ''}`;
  const base = `row:${feedKey}`;
  const { key, bump } = useRevisedKey(base);
  const suffix = key.slice(base.length);
  return { k: (name: string) => (suffix === '' ? name : `${name}${suffix}:${feedKey}`), retry: bump };
}

/** The channels everyone shares (lineup order), for the rows and the cards' channel details. */
export function useChannels(keyOf: Keys = (name) => name) {
  const guide = useService<GuideApi>(GUIDE_API);
  return useResource(keyOf('channels'), () => guide.channels());
}

function useLiveRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const guide = useService<GuideApi>(GUIDE_API);
  const { session } = useAuth();
  const channels = useChannels(k);
  const live = useResource(k('epglive'), () => guide.liveShows());
  const usage = feed.feedId === FEED.liveUsage && session !== null;
  const playtime = useResource(k(usage ? 'playtime' : 'playtime:none'), () =>
    usage ? guide.playtime() : Promise.resolve(new Map<string, number>()),
  );
  return {
    retry,
    data: liveRowOf(channels, playtime, live, () =>
      liveItems(channels?.data ?? [], live?.data, playtime?.data ?? new Map()),
    ),
  };
}

function useChannelsRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const channels = useChannels(k);
  return { retry, data: rowOf([channels], () => channelItems(channels?.data ?? [])) };
}

function useReplayRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const { arg } = feed;
  const guide = useService<GuideApi>(GUIDE_API);
  const explore = useResource(k('explore'), () => guide.explore());
  const category = useResource(k(`category:${arg ?? 'none'}`), () =>
    arg === undefined ? Promise.resolve(null) : guide.exploreCategory(arg),
  );
  if (arg === undefined) return { retry, data: rowOf([explore], () => showItems(explore?.data?.shows ?? [])) };
  const categoryName = explore?.data?.categories.find((candidate) => candidate.id === arg)?.name ?? String(arg);
  return { retry, categoryName, data: rowOf([category], () => showItems(category?.data ?? [])) };
}

function useCategoriesRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const guide = useService<GuideApi>(GUIDE_API);
  const explore = useResource(k('explore'), () => guide.explore());
  return { retry, data: rowOf([explore], () => categoryItems(explore?.data?.categories ?? [])) };
}

/** The resource of the watch-next row: the player marks it out of date when it saves a bookmark. */
export const WATCH_NEXT_RESOURCE = 'bookmarks';

/** The watch-next row (also the live screen's watch-next tab). */
export function useWatchNextRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const guide = useService<GuideApi>(GUIDE_API);
  const bookmarks = useResource(k(WATCH_NEXT_RESOURCE), () => guide.bookmarkedShows());
  return { retry, data: rowOf([bookmarks], () => watchNextItems(bookmarks?.data ?? [])) };
}

function useRecordingsRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const soon = feed.feedId === FEED.expiringSoon;
  const guide = useService<GuideApi>(GUIDE_API);
  const sessionApi = useService<SessionApi>(SESSION_API);
  const now = useNow();
  const timeZone = useTimeZone();
  const recorded = useResource(k('recorded'), () => guide.recordedShows());
  const extras = useResource(k(soon ? 'extras' : 'extras:none'), () =>
    soon ? sessionApi.showExtras() : Promise.resolve(EMPTY_EXTRAS),
  );
  return {
    retry,
    data: rowOf([recorded, extras], () =>
      recordingItems(
        recorded?.data ?? [],
        soon ? { archives: extras?.data?.archives ?? new Set(), now, timeZone } : null,
      ),
    ),
  };
}

function useFastRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const guide = useService<GuideApi>(GUIDE_API);
  const fast = useResource(k('fast'), () => guide.fastChannels());
  return { retry, data: rowOf([fast], () => fastItems(fast?.data ?? [])) };
}

function useSportsRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const shows = useService<ShowsApi>(SHOWS_API);
  const now = useNow();
  const events = useResource(k('sports'), () => shows.sportsEvents());
  return { retry, data: rowOf([events], () => sportItems(events?.data ?? [], now)) };
}

/** The followed people, shown at once; their portraits come with the people call the actor shows row shares. */
function useFollowedRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const { config, error } = useBackupConfig();
  const people = usePeople(config?.people ?? [], k);
  if (config === null) return { retry, data: error ? { status: 'failure', error } : { status: 'loading' } };
  return { retry, data: { status: 'success', items: personItems(config.people, loadedOf(people)) } };
}

function useActorShowsRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const { config, error } = useBackupConfig();
  const people = usePeople(config?.people ?? [], k);
  if (config === null) return { retry, data: error ? { status: 'failure', error } : { status: 'loading' } };
  return { retry, data: rowOf([people], () => actorShowItems(people?.data ?? [])) };
}

function useVodRow(feed: HomeFeed): HomeRowState {
  const { k, retry } = useRowKeys(feed);
  const vod = useService<VodApi>(VOD_API);
  const page = useResource(k(`vod-hierarchy:${HOME_VOD_CATEGORY}`), () => vod.hierarchy(HOME_VOD_CATEGORY));
  return { retry, data: rowOf([page], () => vodItems(page?.data?.elements ?? [])) };
}

/** The hook of each row kind (spec point 9's feed ids). */
export const HOME_ROW_HOOKS: Readonly<Record<FeedId, HomeRowHook>> = {
  [FEED.liveUsage]: useLiveRow,
  [FEED.liveNormal]: useLiveRow,
  [FEED.channels]: useChannelsRow,
  [FEED.replayCategory]: useReplayRow,
  [FEED.categories]: useCategoriesRow,
  [FEED.watchNext]: useWatchNextRow,
  [FEED.recordings]: useRecordingsRow,
  [FEED.expiringSoon]: useRecordingsRow,
  [FEED.fast]: useFastRow,
  [FEED.mySports]: useSportsRow,
  [FEED.followedActors]: useFollowedRow,
  [FEED.actorShows]: useActorShowsRow,
  [FEED.vod]: useVodRow,
};
