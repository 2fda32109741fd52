import { css } from '@linaria/core';

/** The TV recordings screen: ten-foot text, rows of a fixed height (the rows not rendered keep their room). */
export const recordingsPage = css`
  padding: 48px 64px;
  font-size: 1.6rem;
  h1 {
    margin: 0 0 24px;
  }
  /* The screen's own sections, not the dialogs over it. */
  section > h2 {
    margin: 0 0 16px;
    font-size: 1.8rem;
  }
`;

/** One row of a list and the gap under it, for the room of the rows left out. */
const ROW_HEIGHT = 128;
const ROW_GAP = 16;
export const ROW_PITCH = ROW_HEIGHT + ROW_GAP;

export const rowList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    box-sizing: border-box;
    height: ${ROW_HEIGHT}px;
    margin-bottom: ${ROW_GAP}px;
    padding: 12px 24px;
    border-radius: 14px;
    background: var(--color-surface);
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.7rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  p {
    margin: 0;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
/** The text of a row: it gives way to the buttons (Chromium 68: margins, no flex gap). */
export const rowText = css`
  flex: 1 1 auto;
  min-width: 0;
  margin-right: 24px;
`;
/** The look of the screen's buttons: outlined, filled with the accent colour while focused. */
const buttonLook = `
  font: inherit;
  border-radius: 10px;
  border: 2px solid var(--color-accent);
  background: transparent;
  color: var(--color-text);
  &:focus {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
export const rowButtons = css`
  display: flex;
  flex: 0 0 auto;
  font-size: 1.4rem;
  button {
    ${buttonLook}
    padding: 12px 20px;
    margin-left: 16px;
  }
`;
export const muted = css`
  color: var(--color-text-muted);
`;

/** The two gauges side by side under the tabs. */
export const gauges = css`
  display: flex;
  margin-bottom: 24px;
  p {
    display: flex;
    align-items: center;
    margin: 0 48px 0 0;
  }
  meter {
    width: 240px;
    height: 24px;
    margin: 0 16px;
  }
`;
/** A message (the quota texts of spec point 8, a failed load) and its button. */
export const notice = css`
  display: flex;
  align-items: center;
  margin-bottom: 24px;
  p {
    margin: 0 24px 0 0;
    color: var(--color-error);
    font-weight: 700;
  }
  button {
    ${buttonLook}
    padding: 12px 28px;
  }
`;
