/** The cards a long grid renders: whole rows around the focused card, the rest stood in for by space. */
export interface CardWindow {
  /** The first card rendered and the one after the last. */
  readonly first: number;
  readonly end: number;
  /** Rows left out above and below, for the space that keeps the grid's height and scroll. */
  readonly rowsBefore: number;
  readonly rowsAfter: number;
}

/**
 * Keeps a TV grid under the focus library's budget (about 300 focusables per screen) however
 * long the list (400 channels): `around` rows either side of the focused card's row are rendered,
 * so the arrows always find the next card, and the focused card is never unmounted.
 */
export function cardWindow(total: number, columns: number, focused: number, around: number): CardWindow {
  const rows = Math.ceil(total / columns);
  const row = Math.min(Math.max(Math.floor(focused / columns), 0), Math.max(rows - 1, 0));
  const firstRow = Math.max(0, row - around);
  const endRow = Math.min(rows, row + around + 1);
  return {
    first: firstRow * columns,
    end: Math.min(total, endRow * columns),
    rowsBefore: firstRow,
    rowsAfter: rows - endRow,
  };
}
