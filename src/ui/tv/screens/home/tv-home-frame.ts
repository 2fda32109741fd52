import { css } from '@linaria/core';

/**
 * The TV home's frame: the page and its head, where the rails screen draws, and where the page
 * draws while the session is checked (tv-home-room.tsx, in the entry's chunk), so that the heading
 * and the rails' place do not move between them. Styles only: a lazy screen that imported the
 * room's modules would move shared modules between chunks (the TV's first load grew 5 KB).
 */
export const tvHomePage = css`
  padding: 48px 64px;
  font-size: 1.5rem;
  h1 {
    margin: 0 24px 0 0;
    font-size: 2.6rem;
  }
`;
export const tvHomeHead = css`
  display: flex;
  align-items: center;
  margin: 0 0 24px;
  button {
    font: inherit;
    padding: 10px 24px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;
