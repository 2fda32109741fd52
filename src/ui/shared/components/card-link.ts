import { css } from '@linaria/core';

/**
 * The link filling a web card. Its own module: the TV renders the cards' contents inside
 * focusable buttons and never ships this rule (`:focus-visible` is unknown to Chromium 68).
 */
export const cardLink = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    box-shadow: inset var(--focus-ring);
  }
`;
