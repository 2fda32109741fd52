import { css } from '@linaria/core';

/**
 * Text for screen readers only: it completes an accessible name that starts with the visible
 * text (WCAG 2.5.3), so that voice-control users can say what they see.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
