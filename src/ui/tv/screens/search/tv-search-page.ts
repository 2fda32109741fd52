import { css } from '@linaria/core';

/** The TV search screen's page, in a module of its own: the entry's chunk draws it while the session is checked (tv-page-room.tsx). */
export const searchPage = css`
  padding: 48px 64px;
  font-size: 1.5rem;
  h1 {
    margin: 0 0 8px;
    font-size: 2.6rem;
  }
`;
