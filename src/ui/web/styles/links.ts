import { css } from '@linaria/core';

/** A row's head: its title, and a link (to the whole list) at the far end, in the accent colour. */
export const rowHead = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  h2 {
    margin: 0 0 10px;
    font-size: 1.25rem;
  }
  a {
    color: var(--color-accent);
    font-weight: 600;
  }
`;

/** A wrapping list of links shown as rounded chips (the search tabs, a VOD category's sub-categories); the list's margin is its user's. */
export const linkChips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 18px;
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
`;

/** A wrapping row of links shown as flat tabs on the surface colour (the live screen's, the recordings'); the row's margin is its user's. */
export const tabLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    color: var(--color-text);
    text-decoration: none;
    padding: 6px 12px;
    border-radius: 6px;
    background: var(--color-surface);
  }
`;

/** The link to the page shown now (`aria-current="page"`), filled with the accent colour. */
export const currentPageLink = css`
  a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
