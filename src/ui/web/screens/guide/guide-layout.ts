import { instantAt } from '../../../../application/guide/guide-geometry';
import { EPG_WINDOW, type TimeWindow } from '../../../../domain/guide/guide';
import { Temporal } from '../../../../domain/time';

/** Height of one channel row, in CSS pixels. */
export const ROW_HEIGHT = 64;
/** Height of the sticky time header. */
export const HEADER_HEIGHT = 40;
/** Width of the sticky channel column. */
export const CHANNEL_COLUMN_WIDTH = 148;
/** Rows rendered above and below the visible ones, so a fast wheel turn never shows a gap. */
export const ROW_OVERSCAN = 3;
/** Time rendered before and after the visible span, for the same reason. */
export const TIME_OVERSCAN = Temporal.Duration.from({ minutes: 30 });
/** Cells narrower than this get no action button (the cell itself still opens the overlay). */
export const ACTION_MIN_WIDTH = 120;

// Below this scale 30-minute shows become unreadable, above it a wide screen shows too little.
const MIN_PX_PER_MINUTE = 2.5;
const MAX_PX_PER_MINUTE = 8;
const MINUTE_MS = 60_000;

/** The scroll container as the grid sees it: scroll offsets and client size, in pixels. */
export interface Viewport {
  readonly scrollLeft: number;
  readonly scrollTop: number;
  readonly width: number;
  readonly height: number;
}

/** The time scale: the EPG window (5 h) fills the time area, within readable bounds. */
export function pixelsPerMs(viewportWidth: number): number {
  const timeWidth = Math.max(0, viewportWidth - CHANNEL_COLUMN_WIDTH);
  const perMinute = timeWidth / EPG_WINDOW.total('minutes');
  return Math.min(MAX_PX_PER_MINUTE, Math.max(MIN_PX_PER_MINUTE, perMinute)) / MINUTE_MS;
}

/** The span the time area shows at a scroll position (without overscan). */
export function visibleTime(viewport: Viewport, origin: Temporal.Instant, pxPerMs: number): TimeWindow {
  const width = Math.max(0, viewport.width - CHANNEL_COLUMN_WIDTH);
  return {
    start: instantAt(viewport.scrollLeft, origin, pxPerMs),
    stop: instantAt(viewport.scrollLeft + width, origin, pxPerMs),
  };
}

/** The span to render: the visible one widened by the overscan on both sides. */
export function renderedTime(visible: TimeWindow): TimeWindow {
  return { start: visible.start.subtract(TIME_OVERSCAN), stop: visible.stop.add(TIME_OVERSCAN) };
}

/** Rows to render at a scroll position: first included, last excluded, overscan included. */
export function visibleRows(viewport: Viewport, rowCount: number): { readonly first: number; readonly last: number } {
  const bodyTop = Math.max(0, viewport.scrollTop);
  const bodyHeight = Math.max(0, viewport.height - HEADER_HEIGHT);
  const first = Math.max(0, Math.floor(bodyTop / ROW_HEIGHT) - ROW_OVERSCAN);
  const last = Math.min(rowCount, Math.ceil((bodyTop + bodyHeight) / ROW_HEIGHT) + ROW_OVERSCAN);
  return { first, last: Math.max(first, last) };
}
