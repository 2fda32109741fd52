import { xOf } from '../../../../application/guide/guide-geometry';
import type { TvGuideFocus } from '../../../../application/guide/tv-guide-navigation';
import type { TimeWindow } from '../../../../domain/guide/guide';
import { CELL_PADDING } from './tv-guide-cell';
import { TV_GUIDE_ROW_HEIGHT } from './tv-guide-layout';
import { TV_GUIDE_PX_PER_MS } from './tv-guide-window';

/** Where the grid's tracks stand for a focus: the window's start and first row, in pixels. */
export function gridShift(
  focus: Pick<TvGuideFocus, 'windowStart' | 'firstRow'>,
  bounds: TimeWindow,
): { x: number; y: number } {
  return { x: xOf(focus.windowStart, bounds.start, TV_GUIDE_PX_PER_MS), y: focus.firstRow * TV_GUIDE_ROW_HEIGHT };
}

export type Axes = 'x' | 'y' | 'xy';
export const shiftTransform = (axes: Axes, x: number, y: number) =>
  axes === 'x' ? `translateX(${-x}px)` : axes === 'y' ? `translateY(${-y}px)` : `translate(${-x}px, ${-y}px)`;

/** How much of a cell (its left and width on the time axis, px) lies before the window's start at `shiftX`: its text starts after it. */
export const hiddenBefore = (left: number, width: number, shiftX: number) =>
  Math.max(0, Math.min(width, shiftX - left));

/**
 * Writes in the key's own task what the render of a move (`next`, from the drawn `focus`) will
 * write, for the frame after the key: the focused row's channel mark and, when the move scrolls,
 * the tracks' transforms (for the compositor) and the paddings that start the text of the shows
 * across the window's start after it. What the grid does not draw yet (new rows, shows, ticks,
 * the day) follows in that render.
 */
export function drawAhead(root: Element, next: TvGuideFocus, focus: TvGuideFocus, bounds: TimeWindow): void {
  for (const label of root.querySelectorAll<HTMLElement>('[data-label-row]')) {
    const focused = label.dataset.labelRow === String(next.row);
    if (focused === label.hasAttribute('data-focused')) continue;
    if (focused) label.setAttribute('data-focused', '');
    else label.removeAttribute('data-focused');
  }
  if (next.firstRow === focus.firstRow && next.windowStart.epochMilliseconds === focus.windowStart.epochMilliseconds)
    return;
  const { x, y } = gridShift(next, bounds);
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
