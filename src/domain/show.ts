import type { Temporal } from './time';

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
  readonly serieId: string;
  readonly age: number;
}

/** Where a show stands against now (spec point 4). */
export type ShowTiming = 'future' | 'current' | 'ended';

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
