/** Which cards of a rail are drawn and where it is scrolled, for the card that has the focus. */
export interface RailWindow {
  /** Each card's left edge in the rail. */
  readonly offsets: readonly number[];
  /** The rail's whole width. */
  readonly total: number;
  /** The card at the rail's left edge: the focused one keeps one card of context before it. */
  readonly scrollIndex: number;
  /** The cards drawn (and focusable): [from, to). */
  readonly from: number;
  readonly to: number;
}

/** How many cards are drawn beyond each edge, so the next arrow press always finds its card. */
export const RAIL_OVERSCAN = 2;

/**
 * A rail's window: cards of `widths` separated by `spacing`, `viewport` wide, scrolled so that
 * the focused card is the second one shown (the first at the start), never past the end.
 */
export function railWindow(widths: readonly number[], focused: number, viewport: number, spacing: number): RailWindow {
  const offsets: number[] = [];
  let total = 0;
  for (const width of widths) {
    offsets.push(total);
    total += width + spacing;
  }
  total = Math.max(0, total - spacing);
  const lastStart = offsets.findIndex((offset) => total - offset <= viewport);
  const scrollIndex = Math.max(0, Math.min(focused - 1, lastStart < 0 ? widths.length - 1 : lastStart));
  const left = offsets[scrollIndex] ?? 0;
  const beyond = offsets.findIndex((offset) => offset >= left + viewport);
  const lastShown = beyond < 0 ? widths.length : beyond;
  return {
    offsets,
    total,
    scrollIndex,
    from: Math.max(0, scrollIndex - RAIL_OVERSCAN),
    to: Math.min(widths.length, lastShown + RAIL_OVERSCAN),
  };
}
