import { HOME_ROW_LIMIT } from '../../domain/home/home-feeds';
import { showTiming, type Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import type { Loaded } from '../loaded';
import type { HomeItem } from './home-rows.model';

/** The resource the carousel reads (GET epgcarousel, cached base). */
export const CAROUSEL_RESOURCE = 'epgcarousel';

/** A carousel item: a show on air, drawn as the live row's cards are. */
export type CarouselItem = Extract<HomeItem, { kind: 'show' }>;

/**
 * The home carousel's items (spec point 7, epgcarousel): the provider's highlighted shows still
 * on air at `now`, in its order, each once, at most as many as a home row (spec point 9). Shows
 * aged 18 or more stay, as on the live row: their cards lock and blur them (spec point 5).
 */
export function carouselItems(shows: readonly Show[], now: Temporal.Instant): CarouselItem[] {
  const seen = new Set<string>();
  const items: CarouselItem[] = [];
  for (const show of shows) {
    if (seen.has(show.id) || showTiming(show, now) !== 'current') continue;
    seen.add(show.id);
    items.push({ kind: 'show', key: show.id, show, live: true });
  }
  return items.slice(0, HOME_ROW_LIMIT);
}

/** The slide the user went to: its key, and its place then (to stay near it once it is gone). */
export interface SlideChoice {
  readonly key: string | null;
  readonly index: number;
}
/** No slide chosen yet: the first one shows. */
export const NO_SLIDE: SlideChoice = { key: null, index: 0 };

export type CarouselSlides =
  | { readonly status: 'loading' }
  | { readonly status: 'failure'; readonly error: unknown }
  | { readonly status: 'empty' }
  | {
      readonly status: 'shown';
      readonly items: readonly CarouselItem[];
      /** The slide shown. */
      readonly index: number;
      /** What the carousel says of it: slide `current` of `total`. */
      readonly position: { readonly current: number; readonly total: number };
    };

/**
 * The web carousel's slides: the chosen one while its show is on air, else the one that took
 * its place (the last one when it was at the end).
 */
export function carouselSlides(
  shows: Loaded<readonly Show[]>,
  now: Temporal.Instant,
  choice: SlideChoice,
): CarouselSlides {
  if (shows.status !== 'success') return shows;
  const items = carouselItems(shows.data, now);
  if (items.length === 0) return { status: 'empty' };
  const kept = items.findIndex((item) => item.key === choice.key);
  const index = kept >= 0 ? kept : Math.min(choice.index, items.length - 1);
  return { status: 'shown', items, index, position: { current: index + 1, total: items.length } };
}

/** The slide one `step` away from `index`, going round at either end. */
export function stepSlide(items: readonly CarouselItem[], index: number, step: 1 | -1): SlideChoice {
  const next = (index + step + items.length) % items.length;
  return { key: items[next]?.key ?? null, index: next };
}
