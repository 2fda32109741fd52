import { css } from '@linaria/core';

/**
 * Outlined in the accent colour over the page (declarations, for inside a rule): the look of the
 * secondary actions, whose sizes are their own.
 */
export const outlinedInAccent = `
  border: 1px solid var(--color-accent);
  background: transparent;
  color: var(--color-text);
`;

/** A secondary action: outlined in the accent colour (retry, play the trailer). */
export const outlineButton = css`
  font: inherit;
  padding: 8px 14px;
  border-radius: 8px;
  ${outlinedInAccent}
  cursor: pointer;
`;
