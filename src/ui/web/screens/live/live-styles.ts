import { css, cx } from '@linaria/core';
import { from } from '../../../shared/theme/breakpoints';
import { currentPageLink, tabLinks } from '../../styles/links';

// Breakpoints of spec point 9: one column with the player over the list below sm (not sticky, so
// that the list keeps the window); from sm the list beside the player, which stays in view; from lg the list keeps a comfortable width and the player is kept
// within the window's height so that its controls stay in view.
export const layout = css`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  &:fullscreen {
    background: var(--color-bg);
    overflow: auto;
    padding: 16px;
  }
  @media ${from.sm} {
    gap: 24px;
    grid-template-columns: minmax(300px, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  @media ${from.md} {
    grid-template-columns: minmax(340px, 1fr) minmax(0, 2fr);
  }
  @media ${from.lg} {
    grid-template-columns: minmax(420px, 1fr) minmax(0, 2.5fr);
  }
`;
export const player = css`
  @media ${from.sm} {
    position: sticky;
    top: 12px;
    order: 2;
  }
  @media ${from.lg} {
    justify-self: center;
    width: 100%;
    max-width: calc((100vh - 160px) * 16 / 9);
  }
`;
export const tabs = cx(
  tabLinks,
  currentPageLink,
  css`
    margin-bottom: 12px;
  `,
);
export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  button {
    width: 100%;
    font: inherit;
    color: inherit;
    background: var(--color-surface);
    border: 2px solid transparent;
    border-radius: 10px;
    padding: 10px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-accent);
  }
  /* The compact channel list (a local preference): denser rows. */
  &[data-density='compact'] {
    gap: 2px;
    button {
      padding: 2px 10px;
    }
  }
`;

export const orderChoice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 12px;
  button[aria-pressed='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  p {
    margin: 0;
  }
`;
export const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  p {
    margin: 0;
  }
`;
