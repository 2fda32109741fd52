/**
 * A track's language as the user reads it ("Deutsch", "German"), from its code. TVs before
 * Chromium 81 have no Intl.DisplayNames: they show the code in capitals ("DE").
 */
export function languageName(code: string, language: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code.toUpperCase();
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
}
