import { clampGuideView, clampInstant, type TimeWindow } from '../../domain/guide/guide';
import type { Show } from '../../domain/shows/show';
import { Temporal } from '../../domain/time';

/**
 * The TV guide's own grid navigation, as pure moves on a focus: which channel row, which show,
 * the time cursor that Up and Down keep, and the window of rows and time the grid shows.
 */
export interface TvGuideFocus {
  /** The focused channel's index in the lineup. */
  readonly row: number;
  /** The focused show; null while nothing is known at the cursor (its chunk loading, or a gap). */
  readonly showId: string | null;
  /** The time cursor: Up and Down land on the show that overlaps it. */
  readonly cursor: Temporal.Instant;
  /** The first instant the grid shows. */
  readonly windowStart: Temporal.Instant;
  /** The first channel row the grid shows. */
  readonly firstRow: number;
}

/** What the moves need to know of the grid. */
export interface TvGuideGeometry {
  readonly rowCount: number;
  /** Rows the grid shows at once (a page for CH+ and CH-). */
  readonly visibleRows: number;
  /** The span of time the grid shows at once. */
  readonly windowLength: Temporal.Duration;
  /** What the guide may show (7 days back and forward). */
  readonly bounds: TimeWindow;
  /** The user's time zone: a day jump keeps the wall-clock time. */
  readonly zone: string;
}

/** A channel's loaded shows in start order, or undefined while none of its chunks is in. */
export type ShowsOfRow = (row: number) => readonly Show[] | undefined;

export type TvGuideMove = 'up' | 'down' | 'left' | 'right' | 'pageUp' | 'pageDown' | 'dayBack' | 'dayForward';

/** The window moves in steps of this much, so its time header stays on half hours. */
export const WINDOW_STEP = Temporal.Duration.from({ minutes: 30 });
const STEP_MS = WINDOW_STEP.total('milliseconds');

const ms = (at: Temporal.Instant) => at.epochMilliseconds;
const instant = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(epochMs);
const floorToStep = (at: Temporal.Instant) => instant(Math.floor(ms(at) / STEP_MS) * STEP_MS);

/** The show of a list that is on at `at` (start included, stop excluded). */
export function showAt(shows: readonly Show[] | undefined, at: Temporal.Instant): Show | undefined {
  return shows?.find((show) => ms(show.startDate) <= ms(at) && ms(at) < ms(show.stopDate));
}

/** The window start, kept inside the bounds. */
function clampWindow(start: Temporal.Instant, geometry: TvGuideGeometry): Temporal.Instant {
  return clampGuideView(start, geometry.bounds, geometry.windowLength).start;
}

/** The window start that shows `at` with some room: unchanged when it already does, else moved in whole steps. */
export function revealTime(
  windowStart: Temporal.Instant,
  at: Temporal.Instant,
  geometry: TvGuideGeometry,
): Temporal.Instant {
  const stop = ms(windowStart) + geometry.windowLength.total('milliseconds');
  if (ms(at) < ms(windowStart)) return clampWindow(floorToStep(at), geometry);
  if (ms(at) >= stop - STEP_MS) return clampWindow(floorToStep(at).subtract(WINDOW_STEP), geometry);
  return windowStart;
}

/** The first row that keeps `row` on screen, moved as little as needed. */
export function revealRow(firstRow: number, row: number, geometry: TvGuideGeometry): number {
  const lastFirst = Math.max(0, geometry.rowCount - geometry.visibleRows);
  const first =
    row < firstRow ? row : row >= firstRow + geometry.visibleRows ? row - geometry.visibleRows + 1 : firstRow;
  return Math.min(lastFirst, Math.max(0, first));
}

/** The focus at an instant on a row: the window a step before it (so now shows with its past), the show that is on. */
export function focusAt(
  at: Temporal.Instant,
  row: number,
  firstRow: number,
  geometry: TvGuideGeometry,
  shows: ShowsOfRow,
): TvGuideFocus {
  const cursor = clampInstant(at, geometry.bounds);
  return {
    row,
    showId: showAt(shows(row), cursor)?.id ?? null,
    cursor,
    windowStart: clampWindow(floorToStep(cursor).subtract(WINDOW_STEP), geometry),
    firstRow: revealRow(firstRow, row, geometry),
  };
}

/** A focus without a show takes the show that came in at its cursor; any other focus stays as it is. */
export function resolveFocus(focus: TvGuideFocus, shows: ShowsOfRow): TvGuideFocus {
  if (focus.showId !== null) return focus;
  const show = showAt(shows(focus.row), focus.cursor);
  return show === undefined ? focus : { ...focus, showId: show.id };
}

/** The span a focus without a show covers: between the shows around its cursor, inside the window. */
export function gapAround(
  shows: readonly Show[] | undefined,
  cursor: Temporal.Instant,
  window: TimeWindow,
): TimeWindow {
  const before = [...(shows ?? [])].reverse().find((show) => ms(show.stopDate) <= ms(cursor));
  const after = shows?.find((show) => ms(show.startDate) > ms(cursor));
  return {
    start: before && ms(before.stopDate) > ms(window.start) ? before.stopDate : window.start,
    stop: after && ms(after.startDate) < ms(window.stop) ? after.startDate : window.stop,
  };
}

/** Moves the focus to `row`, keeping the cursor and the window's time. */
function toRow(
  focus: TvGuideFocus,
  row: number,
  firstRow: number,
  geometry: TvGuideGeometry,
  shows: ShowsOfRow,
): TvGuideFocus {
  return {
    ...focus,
    row,
    firstRow: revealRow(firstRow, row, geometry),
    showId: showAt(shows(row), focus.cursor)?.id ?? null,
  };
}

/** Moves the cursor to `at` on the same row, the window following it. */
function toTime(
  focus: TvGuideFocus,
  at: Temporal.Instant,
  show: Show | undefined,
  geometry: TvGuideGeometry,
): TvGuideFocus {
  return { ...focus, cursor: at, showId: show?.id ?? null, windowStart: revealTime(focus.windowStart, at, geometry) };
}

function step(
  focus: TvGuideFocus,
  forward: boolean,
  geometry: TvGuideGeometry,
  shows: ShowsOfRow,
): TvGuideFocus | null {
  const list = shows(focus.row) ?? [];
  const current = list.find((show) => show.id === focus.showId);
  if (forward) {
    const edge = current ? current.stopDate : focus.cursor;
    if (ms(edge) >= ms(geometry.bounds.stop) - 1) return focus;
    const next = list.find(
      (show) => ms(show.startDate) >= ms(edge) && (current !== undefined || ms(show.startDate) > ms(focus.cursor)),
    );
    if (next) return toTime(focus, clampInstant(next.startDate, geometry.bounds), next, geometry);
    const at = current ? edge : clampInstant(edge.add(WINDOW_STEP), geometry.bounds);
    return toTime(focus, at, showAt(list, at), geometry);
  }
  const edge = current ? current.startDate : focus.cursor;
  // Nothing before the guide's first instant: the key is left to what is left of the grid (the menu).
  if (ms(edge) <= ms(geometry.bounds.start)) return null;
  const previous = [...list].reverse().find((show) => ms(show.stopDate) <= ms(edge) && ms(show.startDate) < ms(edge));
  if (previous) return toTime(focus, clampInstant(previous.startDate, geometry.bounds), previous, geometry);
  const at = clampInstant(current ? edge.subtract({ milliseconds: 1 }) : edge.subtract(WINDOW_STEP), geometry.bounds);
  const show = showAt(list, at);
  return toTime(focus, show ? clampInstant(show.startDate, geometry.bounds) : at, show, geometry);
}

function page(focus: TvGuideFocus, by: number, geometry: TvGuideGeometry, shows: ShowsOfRow): TvGuideFocus {
  const lastRow = geometry.rowCount - 1;
  const row = Math.min(lastRow, Math.max(0, focus.row + by));
  const firstRow = Math.min(Math.max(0, lastRow - geometry.visibleRows + 1), Math.max(0, focus.firstRow + by));
  return row === focus.row ? focus : toRow(focus, row, firstRow, geometry, shows);
}

function day(focus: TvGuideFocus, days: number, geometry: TvGuideGeometry, shows: ShowsOfRow): TvGuideFocus {
  const move = (at: Temporal.Instant) => at.toZonedDateTimeISO(geometry.zone).add({ days }).toInstant();
  const cursor = clampInstant(move(focus.cursor), geometry.bounds);
  if (ms(cursor) === ms(focus.cursor)) return focus;
  const windowStart = revealTime(clampWindow(move(focus.windowStart), geometry), cursor, geometry);
  return { ...focus, cursor, windowStart, showId: showAt(shows(focus.row), cursor)?.id ?? null };
}

/**
 * The focus after a move, or null when the key is not the grid's: Up on the first channel, Down
 * on the last, Left at the guide's first instant (what is around the grid takes it then).
 */
export function moveFocus(
  focus: TvGuideFocus,
  move: TvGuideMove,
  geometry: TvGuideGeometry,
  shows: ShowsOfRow,
): TvGuideFocus | null {
  switch (move) {
    case 'up':
      return focus.row === 0 ? null : toRow(focus, focus.row - 1, focus.firstRow, geometry, shows);
    case 'down':
      return focus.row >= geometry.rowCount - 1 ? null : toRow(focus, focus.row + 1, focus.firstRow, geometry, shows);
    case 'left':
    case 'right':
      return step(focus, move === 'right', geometry, shows);
    case 'pageUp':
    case 'pageDown':
      return page(focus, move === 'pageDown' ? geometry.visibleRows : -geometry.visibleRows, geometry, shows);
    case 'dayBack':
    case 'dayForward':
      return day(focus, move === 'dayForward' ? 1 : -1, geometry, shows);
  }
}

/**
 * How many shows (Left and Right) and rows (Up and Down) the grid draws beyond each edge of its
 * window: a key finds its cell drawn and focuses it at once, and so does the key after it in the
 * same direction, so that the grid can render the move once the keys rest (issue 12, bench:dpad).
 */
export const DRAWN_BEYOND = 2;

/** What the grid draws of a row (its shows in start order): the shows of the window and DRAWN_BEYOND beyond each of its edges. */
export function showsAroundWindow(shows: readonly Show[], window: TimeWindow): Show[] {
  const first = shows.findIndex((show) => ms(show.stopDate) > ms(window.start));
  if (first < 0) return shows.slice(-DRAWN_BEYOND);
  const after = shows.findIndex((show) => ms(show.startDate) >= ms(window.stop));
  return shows.slice(Math.max(0, first - DRAWN_BEYOND), after < 0 ? shows.length : after + DRAWN_BEYOND);
}

/** The rows the grid draws, [from, to): its page and DRAWN_BEYOND rows beyond each edge. */
export function rowsAroundPage(firstRow: number, geometry: TvGuideGeometry): [number, number] {
  return [
    Math.max(0, firstRow - DRAWN_BEYOND),
    Math.min(geometry.rowCount, firstRow + geometry.visibleRows + DRAWN_BEYOND),
  ];
}
