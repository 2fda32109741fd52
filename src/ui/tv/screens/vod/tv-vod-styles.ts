import { css } from '@linaria/core';

/** A VOD overlay's body on TV: its poster on the left, the rest beside it. */
export const posterLayout = css`
  display: flex;
  align-items: flex-start;
  & > img {
    flex: none;
    margin: 0 48px 0 0;
    object-fit: cover;
    border-radius: 14px;
    background: var(--color-surface-raised);
  }
  & > div,
  & > section {
    flex: 1;
    min-width: 0;
  }
`;
