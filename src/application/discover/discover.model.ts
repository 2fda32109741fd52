import { sortCategories, type Category } from '../../domain/shows/category';
import { HOME_ROW_LIMIT } from '../../domain/home/home-feeds';
import type { Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import type { ActorTab, SuggestionTab, TimeTab } from './discover-tabs';

/** The suggestion categories in the spec's order (5, 9, 11, 12, 4, 10, 2, 7, 3, 6, 1), unknown ids after. */
export const suggestionCategories = (categories: readonly Category[]): Category[] => sortCategories(categories);

type Timed = { readonly startDate: Temporal.Instant; readonly stopDate: Temporal.Instant };
const ended = (item: Timed, now: Temporal.Instant) => item.stopDate.epochMilliseconds <= now.epochMilliseconds;
const started = (item: Timed, now: Temporal.Instant) => item.startDate.epochMilliseconds <= now.epochMilliseconds;
const byStart = (a: Timed, b: Timed) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds;

/** A category's shows for a tab: ended shows to replay (latest first), or those on now (earliest first). */
export function suggestionShows(shows: readonly Show[], tab: SuggestionTab, now: Temporal.Instant): Show[] {
  if (tab === 'replay') return shows.filter((show) => ended(show, now)).sort((a, b) => byStart(b, a));
  return shows.filter((show) => started(show, now) && !ended(show, now)).sort(byStart);
}

/** A category's row on the suggestions screen: what is on now, then the latest to replay, at most 20 and how many more. */
export function categoryRow(
  shows: readonly Show[],
  now: Temporal.Instant,
): { readonly items: Show[]; readonly more: number } {
  const all = [...suggestionShows(shows, 'live', now), ...suggestionShows(shows, 'replay', now)];
  return { items: all.slice(0, HOME_ROW_LIMIT), more: Math.max(0, all.length - HOME_ROW_LIMIT) };
}

/**
 * Items by time: `past` is what has ended, the latest first; `future` is what is on or still to
 * come, the soonest first (shows of the followed actors, sports events).
 */
export function byTimeTab<T extends Timed>(items: readonly T[], tab: TimeTab, now: Temporal.Instant): T[] {
  if (tab === 'past') return items.filter((item) => ended(item, now)).sort((a, b) => byStart(b, a));
  return items.filter((item) => !ended(item, now)).sort(byStart);
}

/**
 * The people an actors tab lists: the followed ones, or the provider's suggestions, each once.
 * A suggested person stays listed once followed (the button turns to unfollow in place, so the
 * focus is not lost), but people already followed before are left out.
 */
export function actorNames(
  tab: ActorTab,
  followed: readonly string[],
  suggested: readonly string[],
  followedHere: readonly string[] = [],
): string[] {
  if (tab === 'subscribed') return [...followed];
  return [...new Set(suggested)].filter((name) => !followed.includes(name) || followedHere.includes(name));
}

/**
 * The guide's show of a sports event: the show of the event's channel on air at its exact
 * start (play, replay and record go through it); null when the guide has none.
 */
export function eventShow(
  event: { readonly exactStart: Temporal.Instant },
  channelShows: readonly Show[],
): Show | null {
  const at = event.exactStart.epochMilliseconds;
  return (
    channelShows.find((show) => show.startDate.epochMilliseconds <= at && at < show.stopDate.epochMilliseconds) ?? null
  );
}
