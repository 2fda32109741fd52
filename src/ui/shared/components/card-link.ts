import { css } from '@linaria/core';

/**
 * The link filling a web card (its ring on keyboard focus only). Its own module: the TV renders
 * the cards' contents inside focusable buttons and has no use for it.
 */
export const cardLink = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  color: inherit;
  text-decoration: none;
  &:focus {
    box-shadow: inset var(--focus-ring);
  }
  &:focus:not(:focus-visible) {
    box-shadow: none;
  }
`;
