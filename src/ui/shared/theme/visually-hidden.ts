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

/**
 * Words for screen readers only within a line of text (a comma, a channel's name): the element
 * stays inline, so that the accessible name keeps its words together (a positioned element is
 * read as a block, with spaces around it). It keeps its width: use it at the end of a line.
 */
export const spokenOnly = css`
  clip-path: inset(50%);
`;
