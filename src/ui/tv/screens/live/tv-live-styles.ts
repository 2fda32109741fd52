import { css } from '@linaria/core';

/** The TV live screen's tabs and its lists of large cards (Chromium 68: grid-gap, no flex gap); its page is tv-live-page.ts. */
export const tabBar = css`
  display: flex;
  margin-bottom: 32px;
`;
/** The order choice (lineup or popular now) above the channels (margins: Chromium 68 has no flex gap). */
export const orderBar = css`
  display: flex;
  align-items: center;
  margin-bottom: 24px;
  p {
    margin: 0 0 0 12px;
  }
`;
/** The channel grid's columns and the height of one row with its gap, for the space of the rows not rendered. */
const CARD_GAP = 20;
const GRIDS = {
  regular: { columns: 3, height: 168 },
  // The compact channel list (a local preference): more, shorter cards.
  compact: { columns: 4, height: 128 },
} as const;
export type CardDensity = keyof typeof GRIDS;
export const cardGrid = (density: CardDensity) => ({
  columns: GRIDS[density].columns,
  rowPitch: GRIDS[density].height + CARD_GAP,
});

export const cardList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${GRIDS.regular.columns}, minmax(0, 1fr));
  grid-gap: ${CARD_GAP}px;
  button {
    width: 100%;
    height: ${GRIDS.regular.height}px;
    overflow: hidden;
    font: inherit;
    color: inherit;
    background: var(--color-surface);
    border: 0;
    border-radius: 14px;
    padding: 16px;
  }
  &[data-density='compact'] {
    grid-template-columns: repeat(${GRIDS.compact.columns}, minmax(0, 1fr));
    font-size: 0.85em;
    button {
      height: ${GRIDS.compact.height}px;
      padding: 12px;
    }
    /* One line each: a long title ends in an ellipsis rather than under the card's edge. */
    button > span > span {
      min-width: 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;
export const watchNextCard = css`
  display: grid;
  grid-gap: 6px;
  text-align: left;
  progress {
    width: 100%;
    height: 6px;
    accent-color: var(--color-accent);
  }
`;
export const muted = css`
  color: var(--color-text-muted);
`;
/** A failed load's message and its Retry, above the list (Chromium 68: margins, no flex gap). */
export const notice = css`
  display: flex;
  align-items: center;
  margin-bottom: 24px;
  p {
    margin: 0 24px 0 0;
  }
  button {
    padding: 12px 28px;
  }
`;
