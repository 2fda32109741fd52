import type { Channel } from '../guide/channel';
import { byChannelUsage } from '../playback/channel-usage';
import { DEFAULT_HOME_FEEDS, FEED, visibleHomeFeeds, type FeedId, type HomeFeed } from './home-feeds';
import type { Profile } from '../session/profile';
import type { Show } from '../shows/show';
import type { Temporal } from '../time';

/** The VOD category the home row shows (spec point 7: vod/hierarchy/44856). */
export const HOME_VOD_CATEGORY = 44856;

const KNOWN_FEEDS: ReadonlySet<number> = new Set(Object.values(FEED));
/** Rows made of the user's own data: a visitor has none, so they are left out. */
export const SIGNED_IN_FEEDS: ReadonlySet<FeedId> = new Set([
  FEED.recordings,
  FEED.watchNext,
  FEED.mySports,
  FEED.followedActors,
  FEED.actorShows,
  FEED.expiringSoon,
]);

/**
 * The rows a home page shows: the configured ones (the defaults when there are none), by the
 * visibility rules, leaving out feed ids the app does not know and, for a visitor (`profile`
 * null), the rows made of a user's own data.
 */
export function homeFeedsFor(configured: readonly HomeFeed[] | null, profile: Profile | null): HomeFeed[] {
  const feeds = configured !== null && configured.length > 0 ? configured : DEFAULT_HOME_FEEDS;
  return visibleHomeFeeds(feeds, profile).filter(
    (feed) => KNOWN_FEEDS.has(feed.feedId) && (profile !== null || !SIGNED_IN_FEEDS.has(feed.feedId)),
  );
}

/** Channels by the user's playtime, most watched first; lineup order among equals (the live row of feed 101). */
export function byPlaytime(channels: readonly Channel[], seconds: ReadonlyMap<string, number>): Channel[] {
  return byChannelUsage(channels, (channel) => channel.id, seconds);
}

/** Events not over at `now`, the soonest first (the "my sports" row). */
export function upcoming<T extends { readonly startDate: Temporal.Instant; readonly stopDate: Temporal.Instant }>(
  events: readonly T[],
  now: Temporal.Instant,
): T[] {
  return events
    .filter((event) => event.stopDate.epochMilliseconds > now.epochMilliseconds)
    .sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
}

/** The shows of the followed people, each once (two people may share a show), by start. */
export function showsOfPeople(people: readonly { readonly shows: readonly Show[] }[]): Show[] {
  const byId = new Map<string, Show>();
  for (const person of people) for (const show of person.shows) byId.set(show.id, show);
  return [...byId.values()].sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
}
