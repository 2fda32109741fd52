/**
 * Linaria's `css` and `cx` in the unit tests (vite.config.ts, `stylesInTests`): jsdom lays nothing
 * out and the tests load no CSS, so a rule is only its class name, as the build would name it.
 * Extracting every rule at transform time (wyw-in-js evaluates each module's styles) was the larger
 * part of the UI tests' transform time.
 */
let rules = 0;

export function css(_strings: TemplateStringsArray, ..._values: unknown[]): string {
  rules += 1;
  return `css-${rules.toString(36)}`;
}

export function cx(...names: (string | false | 0 | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
