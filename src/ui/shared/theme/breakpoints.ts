// Styles interpolate these values at build time, where this file is read as plain JavaScript:
// keep it free of TypeScript-only syntax (no `as const`, no type exports).

import { BREAKPOINTS } from '../../../domain/layout';

/** Media query conditions "from this breakpoint up", for `@media ${from.md} { ... }` in styles. */
export const from = Object.freeze({
  xs: `(min-width: ${BREAKPOINTS.xs}px)`,
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
  xl: `(min-width: ${BREAKPOINTS.xl}px)`,
});

/** The widest web layout the screens are laid out for (spec point 9: xl). */
export const WEB_MAX_WIDTH = BREAKPOINTS.xl;
