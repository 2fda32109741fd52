import { xOf } from '../../../../application/guide-geometry';
import type { TvGuideFocus } from '../../../../application/tv-guide-navigation';
import type { TimeWindow } from '../../../../domain/guide';
import { CELL_PADDING } from './tv-guide-cell';
import { TV_GUIDE_PX_PER_MS, TV_GUIDE_ROW_HEIGHT } from './tv-guide-layout';

/** Where the grid's tracks stand for a focus: the window's start and first row, in pixels. */
export function gridShift(focus: Pick<TvGuideFocus, 'windowStart' | 'firstRow'>, bounds: TimeWindow): { x: number; y: number } {
  return { x: xOf(focus.windowStart, bounds.start, TV_GUIDE_PX_PER_MS), y: focus.firstRow * TV_GUIDE_ROW_HEIGHT };
}

export type Axes = 'x' | 'y' | 'xy';
export const shiftTransform = (axes: Axes, x: number, y: number) =>
  axes === 'x' ? `translateX(${-x}px)` : axes === 'y' ? `translateY(${-y}px)` : `translate(${-x}px, ${-y}px)`;

/** How much of a cell (its left and width on the time axis, px) lies before the window's start at `shiftX`: its text starts after it. */
export const hiddenBefore = (left: number, width: number, shiftX: number) => Math.max(0, Math.min(width, shiftX - left));

/**
 * Moves the drawn grid under its frame to a focus's window at once, before it renders (the
 * key's own task: a transform, for the compositor), and starts the text of the shows across
 * the window's start after it; the render that follows writes the same transforms and paddings.
 * What it does not draw yet (new rows, shows, ticks, the day) follows in that render.
 */
export function shiftGrid(root: Element, focus: Pick<TvGuideFocus, 'windowStart' | 'firstRow'>, bounds: TimeWindow): void {
  const { x, y } = gridShift(focus, bounds);
  for (const element of root.querySelectorAll<HTMLElement>('[data-guide-shift]')) {
    element.style.transform = shiftTransform(element.dataset.guideShift as Axes, x, y);
  }
  for (const cell of root.querySelectorAll<HTMLElement>('[data-cell]:not([data-gap])')) {
    const padding = `${CELL_PADDING + hiddenBefore(parseFloat(cell.style.left), parseFloat(cell.style.width), x)}px`;
    if (cell.style.paddingLeft !== padding) cell.style.paddingLeft = padding;
  }
}

/** The time the header draws ticks for: the window and one window's length beyond each edge. */
export function aroundWindow(window: TimeWindow): TimeWindow {
  const length = window.stop.epochMilliseconds - window.start.epochMilliseconds;
  return { start: window.start.subtract({ milliseconds: length }), stop: window.stop.add({ milliseconds: length }) };
}
