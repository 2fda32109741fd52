import { css } from '@linaria/core';

/** The look every modal dialog shares: a raised panel over a darkened page. */
export const dialogPanel = css`
  border: 0;
  border-radius: 14px;
  padding: 24px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  &::backdrop {
    background: #000b;
  }
`;
