import { css } from '@linaria/core';

/**
 * The TV's sign-in pages (sign-in, device code, token link, sign-out): one centred column in
 * ten-foot sizes, hung from the top and not centred in the height: a prerendered page that the
 * browser paints before it has read all of it (a busy TV, a slow network) then grows downwards
 * without moving what is already on screen (no layout shift). Chromium 68: grid with `grid-gap`,
 * no flex `gap`.
 */
export const tvPage = css`
  display: grid;
  justify-items: center;
  align-content: start;
  grid-row-gap: 24px;
  min-height: 100vh;
  box-sizing: border-box;
  padding: 15vh 96px 48px;
  font-size: 1.6rem;
  text-align: center;
  h1,
  p {
    margin: 0;
  }
  form {
    display: grid;
    grid-row-gap: 12px;
    width: 640px;
    text-align: left;
  }
  input,
  button {
    font: inherit;
    padding: 16px 20px;
    border-radius: 12px;
    border: 2px solid var(--color-surface-raised);
    background: var(--color-surface);
    color: var(--color-text);
  }
  button {
    background: var(--color-accent);
    color: var(--color-on-accent);
    font-weight: 700;
  }
`;

/** A button that is not the page's main action. */
export const tvSecondary = css`
  && {
    background: var(--color-surface-raised);
    color: var(--color-text);
  }
`;

export const tvAlert = css`
  color: var(--color-error);
`;
