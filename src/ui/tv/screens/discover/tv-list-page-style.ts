import { css } from '@linaria/core';

/** The TV list screens' page, in a module of its own: the entry's chunk draws it while the session is checked (tv-page-room.tsx). */
export const listPage = css`
  padding: 48px 64px;
  /* Ten-foot text: 27 px, the muted lines (0.9em) still over 24 px. */
  font-size: 1.7rem;
  h1 {
    margin: 0 0 24px;
    font-size: 2.6rem;
  }
`;
