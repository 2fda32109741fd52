import { css } from '@linaria/core';

/** The TV rails' shared look (home, VOD, suggestions): a titled section over a clipped, absolutely laid track. */
export const railSection = css`
  margin: 0 0 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 2rem;
  }
`;
/** The rail's window: the cards beyond it are clipped (only those around the focus are drawn). */
export const railViewport = css`
  position: relative;
  overflow: hidden;
  margin: 0 -20px;
`;
/** The track: each drawn card placed at its own offset. */
export const railTrack = css`
  position: relative;
  list-style: none;
  margin: 20px;
  padding: 0;
  & > li {
    position: absolute;
    top: 0;
  }
`;
/** A rail's loading, empty or failure line. */
export const railMessage = css`
  font-size: 1.6rem;
  color: var(--color-text-muted);
  margin: 8px 0;
`;
