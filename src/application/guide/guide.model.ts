import type { Channel } from '../../domain/guide/channel';
import { chunksCovering, chunkWindow, type ChunkId } from '../../domain/guide/epg-chunk';
import { guideBounds, type TimeWindow } from '../../domain/guide/guide';
import { dayInView, dayOf, dayWindow } from '../../domain/guide/guide-day';
import type { Profile } from '../../domain/session/profile';
import { showTiming, type Show, type ShowTiming } from '../../domain/shows/show';
import { cellAction, type CellAction } from '../../domain/shows/show-actions';
import type { ShowExtras } from '../../domain/shows/show-extras';
import { showFlags } from '../../domain/shows/show-flags';
import { Temporal } from '../../domain/time';
import { dayIndexAt, guideDays } from './guide-days';

/** One EPG chunk's shows by channel id. */
export type ChunkShows = ReadonlyMap<string, readonly Show[]>;

/** What the guide may show on the day of `today` (any instant of it): its bounds and its days, in `timeZone`. */
export function guideCalendar(
  today: Temporal.Instant,
  timeZone: string,
): { readonly bounds: TimeWindow; readonly days: Temporal.ZonedDateTime[] } {
  const bounds = guideBounds(today.toZonedDateTimeISO(timeZone).startOfDay().toInstant(), timeZone);
  return { bounds, days: guideDays(bounds, timeZone) };
}

/** Whether two spans share a moment (stops excluded). */
export function overlaps(a: TimeWindow, b: TimeWindow): boolean {
  return a.start.epochMilliseconds < b.stop.epochMilliseconds && b.start.epochMilliseconds < a.stop.epochMilliseconds;
}

/**
 * The chunks to load for a visible span: those covering it, then one before and one after to
 * prefetch; with `bounds`, only chunks that reach inside them. None before the layout has placed
 * its view (null): until then it does not know what it shows.
 */
export function chunksToLoad(
  visible: TimeWindow | null,
  bounds?: TimeWindow,
): { readonly visible: ChunkId[]; readonly prefetch: ChunkId[] } {
  const ids = visible === null ? [] : chunksCovering(visible);
  if (ids.length === 0) return { visible: [], prefetch: [] };
  const inBounds = (list: ChunkId[]) =>
    bounds === undefined ? list : list.filter((id) => overlaps(chunkWindow(id), bounds));
  return { visible: inBounds(ids), prefetch: inBounds([ids[0]! - 1, ids[ids.length - 1]! + 1]) };
}

/**
 * One channel's shows overlapping `window`, from every loaded chunk, in start order. A show
 * that spans two chunks comes in both and is kept once.
 */
export function showsInWindow(
  chunks: readonly (ChunkShows | undefined)[],
  channelId: string,
  window: TimeWindow,
): Show[] {
  const seen = new Set<string>();
  const shows: Show[] = [];
  for (const chunk of chunks) {
    for (const show of chunk?.get(channelId) ?? []) {
      if (!overlaps({ start: show.startDate, stop: show.stopDate }, window) || seen.has(show.id)) continue;
      seen.add(show.id);
      shows.push(show);
    }
  }
  return shows.sort((a, b) => a.startDate.epochMilliseconds - b.startDate.epochMilliseconds);
}

/**
 * One channel's shows in `window` (see showsInWindow) once some chunk is loaded; undefined before:
 * not known yet, rather than none.
 */
export function showsOnceLoaded(
  chunks: readonly (ChunkShows | undefined)[],
  channelId: string,
  window: TimeWindow,
): Show[] | undefined {
  return chunks.every((chunk) => chunk === undefined) ? undefined : showsInWindow(chunks, channelId, window);
}

/** What one show of the grid shows and offers. */
export interface GuideCellModel {
  readonly timing: ShowTiming;
  /** The one action the cell has room for (none when it is too narrow). */
  readonly action: CellAction;
  /** The show is among the user's recordings. */
  readonly recorded: boolean;
}

/** A show of the grid for this user now in their `timeZone`, from the domain's flags. */
export function guideCell(
  show: Show,
  channel: Channel,
  profile: Profile | null,
  extras: ShowExtras,
  now: Temporal.Instant,
  timeZone: string,
  roomForAction: boolean,
): GuideCellModel {
  const flags = showFlags(show, channel, profile, extras, now, timeZone);
  return {
    timing: showTiming(show, now),
    action: roomForAction ? cellAction(flags) : null,
    recorded: flags.isRecorded,
  };
}

/** What the guide says about its data. */
export interface GuideStatus {
  /** Loading until the channels and some shows are there. */
  readonly loading: boolean;
  /** The first failure (the channels', then a chunk's), or null. */
  readonly error: unknown;
}

/** What the guide says about its data: loading until channels and some shows are there, and the first failure. */
export function guideStatus(state: {
  readonly channelCount: number;
  readonly chunks: readonly (ChunkShows | undefined)[];
  readonly chunksLoading: boolean;
  readonly channelsError: unknown;
  readonly chunksError: unknown;
}): GuideStatus {
  return {
    loading: state.channelCount === 0 || (state.chunksLoading && state.chunks.every((chunk) => chunk === undefined)),
    error: state.channelsError ?? state.chunksError ?? null,
  };
}

/**
 * The day picker's choice for a view: the day the user looks at (today while now is in view: at
 * 23:33 the view reaches into tomorrow, yet the user looks at tonight), and which day is today.
 */
export function guideDayPicker(
  view: TimeWindow,
  now: Temporal.Instant,
  timeZone: string,
  days: readonly Temporal.ZonedDateTime[],
): { readonly dayIndex: number; readonly todayIndex: number } {
  return {
    dayIndex: dayIndexAt(dayWindow(dayInView(view, now, timeZone), timeZone).start, days),
    todayIndex: dayIndexAt(dayWindow(dayOf(now, timeZone), timeZone).start, days),
  };
}
