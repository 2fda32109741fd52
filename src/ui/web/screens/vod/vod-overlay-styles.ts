import { css } from '@linaria/core';

/** A VOD overlay's body: its poster beside the rest on wide screens. */
export const posterLayout = css`
  display: grid;
  gap: 24px;
  margin-top: 16px;
  @media (min-width: 900px) {
    grid-template-columns: max-content minmax(0, 1fr);
  }
`;
// Sized inline from the VOD card size of spec point 9: linaria does not evaluate imported constants.
export const poster = css`
  max-width: 100%;
  object-fit: cover;
  border-radius: 10px;
  background: var(--color-surface-raised);
`;
