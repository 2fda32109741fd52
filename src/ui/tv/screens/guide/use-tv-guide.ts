import { flushSync } from 'react-dom';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { showsInWindow, showsOnceLoaded } from '../../../../application/guide/guide.model';
import { tvGuideShowActions } from '../../../../application/guide/tv-guide-actions';
import {
  focusAt,
  moveFocus,
  resolveFocus,
  rowsAroundPage,
  showsAroundWindow,
  type ShowsOfRow,
  type TvGuideFocus,
  type TvGuideGeometry,
  type TvGuideMove,
} from '../../../../application/guide/tv-guide-navigation';
import type { TimeWindow } from '../../../../domain/guide/guide';
import { Temporal } from '../../../../domain/time';
import { useGuide } from '../../../shared/hooks/use-guide';
import { useGuideWindow } from '../../../shared/hooks/use-guide-window';
import { useRestingState } from '../../../shared/hooks/use-resting-state';
import { useFocusMemory } from '../../focus-memory';
import type { TvGuideRow } from './tv-guide-rows';
import { TV_GUIDE_REST_MS, TV_GUIDE_ROWS } from './tv-guide-layout';
import { TV_GUIDE_WINDOW } from './tv-guide-window';

const SCREEN = 'guide';

/** The grid as drawn, for a move before it renders (see the screen). */
export interface DrawnGrid {
  /** Focuses the cell of `next` when the grid has drawn it (moving the drawn grid to its window); says whether it did. */
  focus(next: TvGuideFocus): boolean;
  /** Whether the grid has drawn the cell of `next`. */
  holds(next: TvGuideFocus): boolean;
}

/** The focus as the focus memory keeps it (a string), and back. */
const saved = (focus: TvGuideFocus) =>
  JSON.stringify({
    ...focus,
    cursor: focus.cursor.epochMilliseconds,
    windowStart: focus.windowStart.epochMilliseconds,
  });
function restored(text: string | undefined): TvGuideFocus | null {
  if (text === undefined) return null;
  const value = JSON.parse(text) as Omit<TvGuideFocus, 'cursor' | 'windowStart'> & {
    cursor: number;
    windowStart: number;
  };
  return {
    ...value,
    cursor: Temporal.Instant.fromEpochMilliseconds(value.cursor),
    windowStart: Temporal.Instant.fromEpochMilliseconds(value.windowStart),
  };
}

/**
 * The TV guide's state: the guide of today (useGuide), the grid's focus moved by the navigation
 * model, the chunks of its window, the rows it shows and what the focused show offers. Opens at
 * now on the watched channel (`channelId`) or the first one; coming back (Back) restores the
 * focus exactly, from the focus memory.
 */
export function useTvGuide(channelId: string | null) {
  const guide = useGuide();
  const { now, zone, bounds, channels, profile, extras } = guide;
  const memory = useFocusMemory();
  const back = useNavigationType() === 'POP';
  // The focus; a move focused ahead may wait for the keys to rest (see move).
  const [stored, setStored] = useRestingState<TvGuideFocus | null>(
    () => (back ? restored(memory.recall(SCREEN)) : null),
    TV_GUIDE_REST_MS,
  );
  const geometry: TvGuideGeometry = useMemo(
    () => ({ rowCount: channels.length, visibleRows: TV_GUIDE_ROWS, windowLength: TV_GUIDE_WINDOW, bounds, zone }),
    [channels.length, bounds, zone],
  );

  // The window and the rows stay the same objects while the window stays: the grid's memoised rows keep.
  const windowStart = stored?.windowStart.epochMilliseconds ?? null;
  const window: TimeWindow | null = useMemo(() => {
    if (windowStart === null) return null;
    const start = Temporal.Instant.fromEpochMilliseconds(windowStart);
    return { start, stop: start.add(TV_GUIDE_WINDOW) };
  }, [windowStart]);
  const { chunks, status } = useGuideWindow(guide, window);
  const showsOf: ShowsOfRow = useCallback(
    (row) => {
      const channel = channels[row];
      return channel === undefined ? undefined : showsOnceLoaded(chunks, channel.id, bounds);
    },
    [channels, chunks, bounds],
  );

  // The first focus, once the lineup is there: now, on the watched channel.
  useEffect(() => {
    if (stored !== null || channels.length === 0) return;
    const row = Math.max(
      0,
      channels.findIndex((channel) => channel.id === channelId),
    );
    setStored.now(focusAt(now, row, row, geometry, showsOf));
  }, [stored, setStored, channels, channelId, now, geometry, showsOf]);

  const focus =
    stored && channels.length > 0
      ? resolveFocus({ ...stored, row: Math.min(stored.row, channels.length - 1) }, showsOf)
      : null;
  useEffect(() => {
    if (focus) memory.remember(SCREEN, saved(focus));
  });

  const firstRow = focus?.firstRow ?? null;
  // The page and one row beyond each edge, each with one show beyond each edge of the window:
  // the cell an arrow goes to is drawn already, even when the move scrolls the grid.
  const rows: TvGuideRow[] = useMemo(() => {
    if (firstRow === null || window === null) return [];
    const [from, to] = rowsAroundPage(firstRow, geometry);
    return channels.slice(from, to).map((channel, i) => ({
      channel,
      index: from + i,
      shows: showsAroundWindow(showsInWindow(chunks, channel.id, bounds), window),
    }));
  }, [channels, firstRow, chunks, window, bounds, geometry]);
  const focusedChannel = focus ? (channels[focus.row] ?? null) : null;
  const focusedShow =
    focus && focus.showId !== null ? (showsOf(focus.row)?.find((show) => show.id === focus.showId) ?? null) : null;
  // The same object while the focused show and what it depends on stay (the details follow it as a deferred value).
  const actions = useMemo(
    () =>
      focusedShow && focusedChannel
        ? tvGuideShowActions(focusedShow, focusedChannel, profile, extras, now, zone)
        : null,
    [focusedShow, focusedChannel, profile, extras, now, zone],
  );

  // A move focused ahead (see the screen) renders after the frame that shows it, in a transition:
  // once the keys rest (TV_GUIDE_REST_MS), or at once when the next key in the same direction would
  // not find its cell drawn. The next key, which may come before that render, moves on from the
  // focus it asked for.
  const asked = useRef<TvGuideFocus | null>(null);
  // The guide left before that render: the focus memory keeps the focus the keys asked for.
  useEffect(
    () => () => {
      if (asked.current !== null) memory.remember(SCREEN, saved(asked.current));
    },
    [memory],
  );
  // Forgotten once that very focus has rendered: an earlier move's render (transitions may
  // commit one by one) leaves the keys moving on from the latest one.
  useLayoutEffect(() => {
    if (asked.current === stored) asked.current = null;
  }, [stored]);
  /**
   * Applies a move and gives the focus it leads to; null when the key is not the grid's (an edge),
   * so that it goes on. `ahead` focuses the move's cell before it renders, if it can: then the
   * move renders in a transition (see above), else at once.
   */
  const move = (to: TvGuideMove | 'now', ahead?: DrawnGrid): TvGuideFocus | null => {
    const from = asked.current ? resolveFocus(asked.current, showsOf) : focus;
    if (!from) return null;
    const next =
      to === 'now' ? focusAt(now, from.row, from.firstRow, geometry, showsOf) : moveFocus(from, to, geometry, showsOf);
    if (next === null) return null;
    asked.current = next;
    if (!ahead?.focus(next)) {
      setStored.now(next);
      return next;
    }
    // The next key the same way: a show not drawn yet needs this render (a gap renders its own cell anyway).
    const further = to === 'now' ? null : moveFocus(next, to, geometry, showsOf);
    if (further?.showId != null && !ahead.holds(further)) setStored.soon(next);
    else setStored.afterRest(next);
    return next;
  };
  /** Renders the move a key asked for now, if it has not rendered yet (Enter or red must act on the focused show); says whether there was one. */
  const settle = (): boolean => {
    const next = asked.current;
    if (next === null) return false;
    flushSync(() => setStored.now(next));
    return true;
  };
  return { guide, focus, window, rows, focusedChannel, focusedShow, actions, move, settle, status };
}
