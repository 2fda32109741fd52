import { css } from '@linaria/core';

/** The TV live screen's page, in a module of its own: the entry's chunk draws it while the session is checked (tv-live-room.tsx). */
export const livePage = css`
  padding: 48px 64px;
  /* Ten-foot text: 27 px, the muted lines (0.9em) still over 24 px. */
  font-size: 1.7rem;
  h1 {
    margin: 0 0 24px;
  }
`;
