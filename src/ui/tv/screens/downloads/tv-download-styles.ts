import { css } from '@linaria/core';

/** The screen's buttons and the player's Close: outlined, filled with the accent colour while focused. */
const buttons = `
  button {
    font: inherit;
    margin: 0 24px 0 0;
    padding: 12px 24px;
    border-radius: 10px;
    border: 2px solid var(--color-text-muted);
    background: transparent;
    color: var(--color-text);
  }
  button:focus {
    border-color: var(--color-accent);
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;

/** The TV download screen: ten-foot text inside the safe margins. */
export const downloadPage = css`
  padding: 48px 80px;
  font-size: 1.6rem;
  h1 {
    margin: 0 0 24px;
  }
  ${buttons}
`;

/** A framed part: the show's download, the list of downloads. */
export const downloadPanel = css`
  margin: 0 0 32px;
  padding: 24px 32px;
  border-radius: 16px;
  background: var(--color-surface);
  h2 {
    margin: 0 0 12px;
  }
  p {
    margin: 0 0 16px;
  }
  progress {
    width: 640px;
    height: 16px;
    accent-color: var(--color-accent);
  }
`;

/** One stored show a line: its words, then its buttons (Chromium 68: margins, no flex gap). */
export const downloadRows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    margin: 0 0 16px;
  }
  li p {
    flex: 1 1 auto;
    min-width: 0;
    margin: 0 24px 0 0;
  }
`;

/** The stored show full screen, its title and Close over the picture. */
export const offlinePlayer = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 20;
  font-size: 1.6rem;
  background: #000;
  color: #fff;
  ${buttons}
  video {
    width: 100%;
    height: 100%;
  }
  h2,
  p,
  button {
    position: absolute;
    left: 80px;
    margin: 0;
  }
  h2 {
    top: 48px;
  }
  p {
    top: 120px;
  }
  button {
    bottom: 64px;
  }
`;
