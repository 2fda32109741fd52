import { css } from '@linaria/core';

/** The device pages' ten-foot frame (Chromium 68: grid gaps, no flex `gap`). */
export const devicePage = css`
  padding: 40px 64px;
  font-size: 1.6rem;
  h1 {
    margin: 0 0 8px;
    font-size: 2.6rem;
  }
`;
export const deviceIntro = css`
  margin: 0 0 20px;
  color: var(--color-text-muted);
`;
/** A framed region that scrolls with the remote, its focus drawn around it. */
export const deviceRegion = css`
  box-sizing: border-box;
  height: calc(100vh - 290px);
  overflow-y: auto;
  margin-top: 20px;
  padding: 16px 32px;
  border: 2px solid var(--color-surface-raised);
  border-radius: 16px;
  background: var(--color-surface);
  outline: none;
  &:focus {
    border-color: var(--color-accent);
    box-shadow: 0 0 0 4px var(--color-accent);
  }
`;
