import { css } from '@linaria/core';
import { fillParent } from '../../../shared/theme/fill';

/** The full-screen player and what shows over it (Chromium 68: margins instead of flex gap, no inset). */
export const stage = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  background: #000;
  color: #fff;
  font-size: 1.5rem;
  overflow: hidden;
  video {
    ${fillParent}
    object-fit: contain;
  }
`;
/** A dark panel readable over any picture, in the theme's colours. */
export const panel = css`
  background: rgba(0, 0, 0, 0.82);
  color: #fff;
  border-radius: 16px;
  padding: 20px 28px;
  button {
    font: inherit;
    color: #fff;
    background: #2a2a2e;
    border: 0;
    border-radius: 10px;
    padding: 12px 20px;
    outline: none;
  }
  button:focus,
  &:focus {
    outline: 4px solid var(--color-accent);
    outline-offset: 3px;
  }
  button[aria-pressed='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
export const bottom = css`
  position: absolute;
  left: 64px;
  right: 64px;
  bottom: 40px;
`;
/** The bottom bar beside the mini-guide, which takes the right side. */
export const besideGuide = css`
  right: 840px;
`;
export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  > * {
    margin: 0 16px 12px 0;
  }
`;
export const muted = css`
  color: #d0d0d8;
`;
export const message = css`
  position: absolute;
  top: 40%;
  left: 50%;
  transform: translate(-50%, -50%);
  max-width: 1200px;
  text-align: center;
  font-size: 2rem;
`;
export const typedNumber = css`
  position: absolute;
  top: 48px;
  right: 64px;
  font-size: 4rem;
  font-weight: 800;
  letter-spacing: 0.1em;
`;
