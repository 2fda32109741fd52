import { DEFAULT_HOME_FEEDS, FEED, visibleHomeFeeds, type FeedId, type HomeFeed } from './home-feeds';
import type { Profile } from '../session/profile';

/** A row of the personalisation list: a feed, its argument (the replay category of feed 105), shown or hidden. */
export interface PersonalizeEntry {
  readonly feedId: FeedId;
  readonly arg?: number;
  readonly shown: boolean;
}

/** The feed whose argument the user chooses: the replay category (spec point 9: 105 with arg 5). */
export const FEED_WITH_ARG: FeedId = FEED.replayCategory;

/**
 * The personalisation list: the configured rows the profile may see, in their order, shown;
 * then every other feed kind it may see, hidden, to be added.
 */
export function personalizeEntries(configured: readonly HomeFeed[] | null, profile: Profile): PersonalizeEntry[] {
  const feeds = configured !== null && configured.length > 0 ? configured : DEFAULT_HOME_FEEDS;
  const shown = visibleHomeFeeds(feeds, profile).map((feed): PersonalizeEntry => entryOf(feed, true));
  const present = new Set(shown.map((entry) => entry.feedId));
  const all = Object.values(FEED).map((feedId, position): HomeFeed => ({ feedId, position }));
  const hidden = visibleHomeFeeds(all, profile)
    .filter((feed) => !present.has(feed.feedId))
    .map((feed) => entryOf(feed, false));
  return [...shown, ...hidden];
}

function entryOf(feed: HomeFeed, shown: boolean): PersonalizeEntry {
  return feed.arg === undefined ? { feedId: feed.feedId, shown } : { feedId: feed.feedId, arg: feed.arg, shown };
}

/** What the backup config saves (feed_id, feed_position, feed_arg): the shown entries, numbered in order. */
export function homeFeedsOf(entries: readonly PersonalizeEntry[]): HomeFeed[] {
  return entries
    .filter((entry) => entry.shown)
    .map((entry, position) =>
      entry.arg === undefined ? { feedId: entry.feedId, position } : { feedId: entry.feedId, position, arg: entry.arg },
    );
}

/** The default rows of spec point 9, as the list shows them after a reset. */
export function defaultEntries(profile: Profile): PersonalizeEntry[] {
  return personalizeEntries(DEFAULT_HOME_FEEDS, profile);
}
