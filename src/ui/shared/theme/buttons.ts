import { css } from '@linaria/core';

/** A secondary action: outlined in the accent colour (retry, play the trailer). */
export const outlineButton = css`
  font: inherit;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid var(--color-accent);
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
