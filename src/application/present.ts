/**
 * A context value a state can rely on (e.g. the show a dialog asks about, set on the way in):
 * machines read it through this instead of casting, and a chart that broke that promise throws.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what} in this state`);
  return value;
}
