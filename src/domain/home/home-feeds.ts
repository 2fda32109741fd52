import { hasPermission, isFormerCustomer, type Permission, type Profile } from '../session/profile';

/** What each home feed id shows (spec point 9). */
export const FEED = {
  liveUsage: 101,
  channels: 102,
  recordings: 103,
  watchNext: 104,
  replayCategory: 105,
  mySports: 106,
  vod: 108,
  actorShows: 110,
  followedActors: 111,
  expiringSoon: 113,
  liveNormal: 114,
  categories: 115,
  fast: 121,
} as const;
export type FeedId = (typeof FEED)[keyof typeof FEED];

/** One row of the home page as the profile's backup config stores it (config.mobile.home_feeds). */
export interface HomeFeed {
  readonly feedId: FeedId;
  readonly position: number;
  /** For a replay-category row, the category id. */
  readonly arg?: number;
}

/** Rows used when the profile has configured none (backup config missing, spec point 8). */
export const DEFAULT_HOME_FEEDS: readonly HomeFeed[] = (
  [
    [FEED.liveUsage],
    [FEED.channels],
    [FEED.replayCategory],
    [FEED.categories],
    [FEED.watchNext],
    [FEED.recordings],
    [FEED.fast],
    [FEED.replayCategory, 5],
    [FEED.mySports],
    [FEED.followedActors],
    [FEED.actorShows],
    [FEED.vod],
  ] as const
).map(([feedId, arg], position) => (arg === undefined ? { feedId, position } : { feedId, position, arg }));

/** At most this many items per row before the "+N" card (spec point 9). */
export const HOME_ROW_LIMIT = 20;

/** The permission a row needs (spec point 5); rows not listed need none. */
export const FEED_PERMISSION: Partial<Record<FeedId, Permission>> = {
  [FEED.replayCategory]: 'suggestions',
  [FEED.categories]: 'suggestions',
  [FEED.recordings]: 'recordings',
  [FEED.expiringSoon]: 'recordings',
  [FEED.mySports]: 'mysports',
  [FEED.fast]: 'fast_menu',
  [FEED.vod]: 'vod_mobile',
};

/**
 * The rows a home page shows, by position: none for a former customer, and none whose
 * permission is missing (a visitor has no permission).
 */
export function visibleHomeFeeds(feeds: readonly HomeFeed[], profile: Profile | null): HomeFeed[] {
  if (profile !== null && isFormerCustomer(profile)) return [];
  return feeds
    .filter((feed) => {
      const permission = FEED_PERMISSION[feed.feedId];
      return permission === undefined || (profile !== null && hasPermission(profile, permission));
    })
    .sort((a, b) => a.position - b.position);
}

/** A row's items: the first 20 (every item for the channels row) and how many the "+N" card counts. */
export function homeRow<T>(
  feedId: FeedId,
  items: readonly T[],
): { readonly items: readonly T[]; readonly more: number } {
  if (feedId === FEED.channels || items.length <= HOME_ROW_LIMIT) return { items, more: 0 };
  return { items: items.slice(0, HOME_ROW_LIMIT), more: items.length - HOME_ROW_LIMIT };
}

/** The personalise button leads to homepersonalize only for a signed-in user with replay enabled (spec point 2). */
export function canPersonalizeHome(signedIn: boolean, replayEnabled: boolean): boolean {
  return signedIn && replayEnabled;
}
