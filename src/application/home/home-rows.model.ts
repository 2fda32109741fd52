import { sortCategories, type Category } from '../../domain/shows/category';
import type { Channel } from '../../domain/guide/channel';
import type { Resource } from '../../domain/freshness';
import { FEED, type FeedId } from '../../domain/home/home-feeds';
import { byPlaytime, showsOfPeople, upcoming } from '../../domain/home/home-rows';
import { watchNextEligible } from '../../domain/account/parental';
import { expiringSoon, type RecordingEntry } from '../../domain/recordings/recording';
import type { Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import { withoutAdultVod } from '../../domain/vod/vod';
import type { PersonShows, SportsEvent } from '../../ports/shows.port';
import type { VodElement } from '../../ports/vod.port';
import { loadedOf, type Loaded } from '../loaded';
import { personPicture, type PersonPicture } from '../shows/people.model';

/** One card of a home row, whatever the row kind. */
export type HomeItem =
  | {
      readonly kind: 'show';
      readonly key: string;
      readonly show: Show;
      readonly live?: boolean;
      readonly expiresInDays?: number;
    }
  | {
      readonly kind: 'serie';
      readonly key: string;
      readonly serieId: string;
      readonly title: string;
      readonly episodes: readonly Show[];
    }
  | { readonly kind: 'channel'; readonly key: string; readonly channel: Channel }
  | { readonly kind: 'category'; readonly key: string; readonly category: Category }
  | { readonly kind: 'person'; readonly key: string; readonly name: string; readonly picture?: PersonPicture }
  | { readonly kind: 'sport'; readonly key: string; readonly event: SportsEvent }
  | { readonly kind: 'vod'; readonly key: string; readonly element: VodElement };

export type HomeRowData =
  | { readonly status: 'loading' }
  | { readonly status: 'failure'; readonly error: unknown }
  | { readonly status: 'success'; readonly items: readonly HomeItem[] };

type Part = Resource<unknown> | undefined;

/** A row is failed when a part failed with nothing to show, loading until every part has data. */
export function rowOf(parts: readonly Part[], build: () => HomeItem[]): HomeRowData {
  const failed = parts.find((part) => part?.status === 'failure' && part.data === undefined);
  if (failed?.status === 'failure') return { status: 'failure', error: failed.error };
  if (parts.some((part) => part?.data === undefined)) return { status: 'loading' };
  return { status: 'success', items: build() };
}

/**
 * A live row: its channels and their playtime, with the programmes on now awaited too, so that
 * its cards come once, as show cards; when those programmes fail, the channels show as channel cards.
 */
export function liveRowOf(channels: Part, playtime: Part, live: Part, build: () => HomeItem[]): HomeRowData {
  return rowOf(loadedOf(live).status === 'loading' ? [channels, playtime, live] : [channels, playtime], build);
}

/** The kind of card a row's items take: a series of recordings is drawn as a show card. */
export type HomeCardKind = Exclude<HomeItem['kind'], 'serie'>;

/**
 * The cards each row shows once loaded, so that a row holds their room while it loads. A live
 * row shows each channel's current show (a channel card only for a channel without one).
 */
export const FEED_CARD_KIND: Readonly<Record<FeedId, HomeCardKind>> = {
  [FEED.liveUsage]: 'show',
  [FEED.liveNormal]: 'show',
  [FEED.channels]: 'channel',
  [FEED.fast]: 'channel',
  [FEED.recordings]: 'show',
  [FEED.expiringSoon]: 'show',
  [FEED.watchNext]: 'show',
  [FEED.replayCategory]: 'show',
  [FEED.actorShows]: 'show',
  [FEED.mySports]: 'sport',
  [FEED.followedActors]: 'person',
  [FEED.categories]: 'category',
  [FEED.vod]: 'vod',
};

const showItem = (show: Show, extra: Partial<Extract<HomeItem, { kind: 'show' }>> = {}): HomeItem => ({
  kind: 'show',
  key: show.id,
  show,
  ...extra,
});
const channelItem = (channel: Channel): HomeItem => ({ kind: 'channel', key: channel.id, channel });

/** The live rows: channels by playtime (all 0 for the plain live row), each as its current show when known. */
export function liveItems(
  channels: readonly Channel[],
  live: ReadonlyMap<string, readonly Show[]> | undefined,
  playtime: ReadonlyMap<string, number>,
): HomeItem[] {
  return byPlaytime(channels, playtime).map((channel) => {
    const current = live?.get(channel.id)?.[0];
    return current ? showItem(current, { live: true }) : channelItem(channel);
  });
}

/** Channels in the subscriber's lineup order, as the provider lists them. */
export const channelItems = (channels: readonly Channel[]): HomeItem[] => channels.map(channelItem);
/** FAST channels in the provider's order. */
export const fastItems = (channels: readonly Channel[]): HomeItem[] => channels.map(channelItem);
export const showItems = (shows: readonly Show[]): HomeItem[] => shows.map((show) => showItem(show));
export const categoryItems = (categories: readonly Category[]): HomeItem[] =>
  sortCategories(categories).map((category) => ({ kind: 'category', key: String(category.id), category }));
/** Watch-next: the bookmarked shows the parental rules let through. */
export const watchNextItems = (bookmarked: readonly Show[]): HomeItem[] => showItems(watchNextEligible(bookmarked));
export const sportItems = (events: readonly SportsEvent[], now: Temporal.Instant): HomeItem[] =>
  upcoming(events, now).map((event) => ({ kind: 'sport', key: event.eventId, event }));
/** Followed people, each with their picture from the loaded people (the placeholder while they load, initials without a portrait). */
export const personItems = (names: readonly string[], people: Loaded<readonly PersonShows[]>): HomeItem[] =>
  names.map((name) => ({ kind: 'person', key: name, name, picture: personPicture(name, people) }));
export const actorShowItems = (people: readonly PersonShows[]): HomeItem[] => showItems(showsOfPeople(people));
/** The home VOD row leaves adult titles out (spec point 6). */
export const vodItems = (elements: readonly VodElement[]): HomeItem[] =>
  withoutAdultVod(elements).map((element) => ({ kind: 'vod', key: element.showId, element }));

function toEntry(show: Show): RecordingEntry {
  return show.episodes && show.episodes.length > 0
    ? { kind: 'serie', serieId: show.serieId, title: show.serieTitle ?? show.title, episodes: show.episodes }
    : { kind: 'show', show };
}

/** The recordings rows: every recording, or only those expiring soon; a series with episodes is one card. */
export function recordingItems(
  recorded: readonly Show[],
  expiring: {
    readonly archives: ReadonlySet<string>;
    readonly now: Temporal.Instant;
    readonly timeZone: string;
  } | null,
): HomeItem[] {
  const entries = recorded.map(toEntry);
  const listed = expiring ? expiringSoon(entries, expiring.archives, expiring.now, expiring.timeZone) : entries;
  return listed.map((entry): HomeItem =>
    entry.kind === 'show'
      ? showItem(entry.show)
      : {
          kind: 'serie',
          key: `serie-${entry.serieId}`,
          serieId: entry.serieId,
          title: entry.title,
          episodes: entry.episodes,
        },
  );
}
