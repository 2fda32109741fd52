import { css } from '@linaria/core';
import { from, WEB_MAX_WIDTH } from '../shared/theme/breakpoints';

// Below md the menu folds behind a button and opens as a grid under the header; from md it is
// a row under the brand and the appearance choices (the eleven entries do not fit beside them in
// every language); from xl it sits between them (breakpoints of spec point 9).
export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  padding: 10px 16px;
  background: var(--color-surface);
  @media ${from.sm} {
    padding: 12px 24px;
  }
  @media ${from.lg} {
    padding: 12px 32px;
    gap: 12px 32px;
  }
  nav {
    display: none;
    order: 4;
    flex-basis: 100%;
  }
  &[data-menu-open='true'] nav {
    display: block;
  }
  nav ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav a {
    display: block;
    color: var(--color-text);
    text-decoration: none;
    padding: 8px 12px;
    border-radius: 6px;
    white-space: nowrap;
  }
  nav a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  nav details {
    position: relative;
  }
  nav summary {
    padding: 8px 12px;
    border-radius: 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  /* The provider's pages (provider-pages-menu.tsx): buttons looking as the links, set apart, an arrow for their new tab. */
  nav details li[data-first] {
    border-top: 1px solid var(--color-text-muted);
    padding-top: 4px;
  }
  nav details button {
    display: block;
    width: 100%;
    padding: 8px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: var(--color-text);
    font: inherit;
    text-align: start;
    white-space: nowrap;
    cursor: pointer;
  }
  nav details button::after {
    content: ' ↗' / '';
  }
  nav details button[aria-disabled='true'] {
    cursor: progress;
  }
  nav details p {
    margin: 0 12px 8px;
    max-width: 240px;
    padding-left: 8px;
    border-left: 4px solid var(--color-error);
    white-space: normal;
  }
  nav details ul {
    display: grid;
    grid-template-columns: 1fr;
    padding-left: 12px;
  }
  @media ${from.md} {
    nav details ul {
      position: absolute;
      right: 0;
      top: 100%;
      z-index: 5;
      min-width: 240px;
      padding: 6px;
      border-radius: 8px;
      background: var(--color-surface-raised);
      box-shadow: 0 8px 24px #0008;
    }
    justify-content: space-between;
    nav,
    &[data-menu-open='true'] nav {
      display: block;
    }
    nav ul {
      display: flex;
      flex-wrap: wrap;
    }
  }
  @media ${from.xl} {
    nav,
    &[data-menu-open='true'] nav {
      order: 0;
      flex-basis: auto;
    }
  }
`;
export const menuButton = css`
  margin-left: auto;
  font: inherit;
  padding: 8px 14px;
  border: 1px solid var(--color-text-muted);
  border-radius: 6px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  cursor: pointer;
  &[aria-expanded='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
    border-color: var(--color-accent);
  }
  @media ${from.md} {
    display: none;
  }
`;
export const brand = css`
  font-size: 1.4rem;
  font-weight: 800;
  color: var(--color-accent);
  margin: 0;
`;
export const banner = css`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: 8px;
  background: var(--color-surface-raised);
  border-left: 4px solid var(--color-error);
`;
export const skipLink = css`
  position: absolute;
  left: 16px;
  top: -100px;
  z-index: 10;
  padding: 10px 16px;
  border-radius: 6px;
  background: var(--color-accent);
  color: var(--color-on-accent);
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 8px;
  }
`;
export const content = css`
  padding: 16px;
  &:focus {
    outline: none;
  }
  max-width: ${WEB_MAX_WIDTH}px;
  margin: 0 auto;
  @media ${from.sm} {
    padding: 24px;
  }
  @media ${from.lg} {
    padding: 24px 32px;
  }
`;

/** The skip link moves the focus itself: the address keeps no `#main` for the router to see. */
/** The provider's message before the app: its dialog's code loads when there is one (most starts have none). */
