// Styles interpolate these values at build time, where this file is read as plain JavaScript:
// keep it free of TypeScript-only syntax (no `as const`, no type exports).

import { BREAKPOINTS } from '../../../domain/layout';

export { BREAKPOINTS };

/** Media query conditions "from this breakpoint up", for `@media ${from.md} { ... }` in styles. */
export const from = Object.freeze({
  xs: `(min-width: ${BREAKPOINTS.xs}px)`,
  sm: `(min-width: ${BREAKPOINTS.sm}px)`,
  md: `(min-width: ${BREAKPOINTS.md}px)`,
  lg: `(min-width: ${BREAKPOINTS.lg}px)`,
  xl: `(min-width: ${BREAKPOINTS.xl}px)`,
});

/** The narrowest and widest web layouts the screens are laid out for (spec point 9: xs to xl). */
export const WEB_MIN_WIDTH = BREAKPOINTS.xs;
export const WEB_MAX_WIDTH = BREAKPOINTS.xl;
