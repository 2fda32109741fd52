/** Paths of the shortcut routes that open an overlay over the current screen (spec point 2). */
export const SHORTCUT_PREFIXES = ['/show/', '/season/', '/serie/', '/people/'] as const;
