import { css } from '@linaria/core';

/*
 * The TV's settings and account pages in ten-foot sizes: a heading, then lists of wide buttons
 * (a name, its value on the right). Chromium 68: grid with `grid-row-gap`, no flex `gap`.
 */
export const tvAccountPage = css`
  padding: 48px 64px;
  font-size: 1.7rem;
  h1 {
    margin: 0 0 24px;
    font-size: 2.6rem;
  }
  h2 {
    margin: 32px 0 16px;
    font-size: 2rem;
  }
  p {
    margin: 0 0 16px;
    max-width: 1400px;
  }
  ul,
  ol {
    display: grid;
    grid-row-gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
    width: 1100px;
  }
  /* Not the on-screen keyboard's keys (they carry a roving tabindex): they keep their own look. */
  button:not([tabindex]) {
    display: flex;
    justify-content: space-between;
    width: 100%;
    font: inherit;
    padding: 14px 24px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-align: left;
  }
  button:not([tabindex]) > span:first-child {
    flex-shrink: 0;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-accent);
  }
`;

/** The value beside a button's name (a setting's state, a row's place). */
export const tvAccountValue = css`
  margin-left: 24px;
  font-weight: 700;
`;

/** A form of the account pages: labelled fields and buttons in one column. */
export const tvAccountForm = css`
  display: grid;
  grid-row-gap: 12px;
  width: 1100px;
  label {
    margin-top: 8px;
  }
  input {
    font: inherit;
    padding: 14px 24px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface);
    color: var(--color-text);
  }
`;

/** The main action of a page, in the accent colour (above the page's own button rule). */
export const tvAccountPrimary = css`
  &&& {
    justify-content: center;
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
`;

/** An error said on the page. */
export const tvAccountAlert = css`
  color: var(--color-error);
  font-weight: 700;
`;
