import { css } from '@linaria/core';

/** The TV dialogs' panel: large type, buttons in a row (margins: Chromium 68 has no flex gap). */
export const tvDialog = css`
  width: 900px;
  max-width: 90vw;
  font-size: 1.5rem;
  padding: 40px;
  h2 {
    margin: 0 0 16px;
  }
  button,
  input {
    font: inherit;
    padding: 14px 24px;
    border-radius: 10px;
    border: 2px solid var(--color-surface);
    background: var(--color-surface);
    color: var(--color-text);
    margin: 0 16px 12px 0;
    outline: none;
  }
  button:focus,
  input:focus {
    outline: 4px solid var(--color-accent);
    outline-offset: 3px;
  }
  label {
    display: block;
    margin-bottom: 6px;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;
export const dialogAlert = css`
  color: var(--color-error);
`;
export const pinDots = css`
  font-size: 3rem;
  letter-spacing: 0.4em;
  margin: 16px 0 24px;
`;
