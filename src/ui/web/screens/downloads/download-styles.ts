import { css } from '@linaria/core';

/** A framed part of the download screen: the show's download, the list of downloads. */
export const panel = css`
  margin: 0 0 32px;
  padding: 20px;
  border-radius: 12px;
  background: var(--color-surface);
  progress {
    width: 100%;
    max-width: 480px;
    height: 12px;
    accent-color: var(--color-accent);
  }
  button {
    font: inherit;
    padding: 8px 16px;
    margin: 0 8px 8px 0;
    border-radius: 8px;
    border: 1px solid var(--color-text-muted);
    background: var(--color-surface-raised);
    color: var(--color-text);
    cursor: pointer;
  }
`;
