import type { Temporal } from '../time';

/** People credited on a show (spec point 3). */
export interface Credits {
  readonly company: readonly string[];
  readonly author: readonly string[];
  readonly director: readonly string[];
  readonly actor: readonly string[];
  readonly presenter: readonly string[];
}

/** A programme of the guide (spec point 3); the fields a screen may need. */
export interface Show {
  readonly id: string;
  readonly channelId: string;
  readonly categoryId: number;
  readonly startDate: Temporal.Instant;
  readonly stopDate: Temporal.Instant;
  /** An empty title means a FAST card. */
  readonly title: string;
  readonly subTitle: string;
  /** Empty when the show is not an episode of a series. */
  readonly serieId: string;
  /** Minimum age of the audience; 0 for everyone. */
  readonly age: number;
  readonly metaCategory?: string;
  readonly exactStartTime?: Temporal.Instant;
  readonly serieTitle?: string;
  readonly originalTitle?: string;
  readonly description?: string;
  readonly credits?: Credits;
  readonly serieEpNum?: number;
  readonly serieSeason?: number;
  readonly nbEpisodes?: number;
  /** The episodes, when the show stands for a whole series (recordings). */
  readonly episodes?: readonly Show[];
  readonly rank?: number;
  /** Position reached by the user, in seconds, when the provider sends it with the show. */
  readonly bookmarkTime?: number;
  readonly lastUpdateTime?: Temporal.Instant;
  readonly seen?: boolean;
  readonly language?: string;
  /** A stream address the provider attached to this show (recordings, replay). */
  readonly url?: string;
  readonly showIsLive?: boolean;
  /** The show's picture (spec point 3 lists none; a provider may send one, the demo always does). */
  readonly image?: string;
}

/** Where a show stands against now (spec point 4). */
export type ShowTiming = 'future' | 'current' | 'ended';

/** Share of the duration after which a show counts as seen (spec point 9: 90 %). */
export const SEEN_RATIO = 0.9;

/** A show is future before its start, current from its start until its stop, ended from its stop on. */
export function showTiming(show: Pick<Show, 'startDate' | 'stopDate'>, now: Temporal.Instant): ShowTiming {
  if (now.epochMilliseconds < show.startDate.epochMilliseconds) return 'future';
  if (now.epochMilliseconds < show.stopDate.epochMilliseconds) return 'current';
  return 'ended';
}

/** The share of a show already elapsed at `now`, from 0 to 1. */
export function showProgress(show: Pick<Show, 'startDate' | 'stopDate'>, now: Temporal.Instant): number {
  const start = show.startDate.epochMilliseconds;
  const length = show.stopDate.epochMilliseconds - start;
  if (length <= 0) return 1;
  return Math.min(1, Math.max(0, (now.epochMilliseconds - start) / length));
}

/** An empty title marks a FAST card rather than a real programme. */
export function isFastCard(show: Pick<Show, 'title'>): boolean {
  return show.title.trim() === '';
}

/** Length of a show in seconds (never negative). */
export function showDurationSeconds(show: Pick<Show, 'startDate' | 'stopDate'>): number {
  return Math.max(0, (show.stopDate.epochMilliseconds - show.startDate.epochMilliseconds) / 1000);
}

/** How far into the show its bookmark is, from 0 to 1 (0 for a show without length). */
export function resumedShare(show: Pick<Show, 'startDate' | 'stopDate' | 'bookmarkTime'>): number {
  const seconds = showDurationSeconds(show);
  return seconds > 0 ? Math.min(1, (show.bookmarkTime ?? 0) / seconds) : 0;
}

/** Whether watching up to `positionSeconds` makes the show seen: at 90 % of its duration or beyond. */
export function isSeenAt(show: Pick<Show, 'startDate' | 'stopDate'>, positionSeconds: number): boolean {
  const duration = showDurationSeconds(show);
  // Compared in whole percents so that exactly 90 % is not lost to floating-point rounding.
  return duration > 0 && positionSeconds * 100 >= duration * Math.round(SEEN_RATIO * 100);
}

/** A show belongs to a series when it carries a series id. */
export function isSerie(show: Pick<Show, 'serieId'>): boolean {
  return show.serieId.trim() !== '';
}
