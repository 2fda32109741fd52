/**
 * A track's language as the user reads it ("Deutsch", "German"), from its code. TVs before
 * Chromium 81 have no Intl.DisplayNames: they show the code in capitals ("DE").
 */
export function languageName(code: string, language: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code.toUpperCase();
  return namesIn(language).of(code) ?? code;
}

/** One formatter per display language: building one costs more than a player's render. */
const formatters = new Map<string, Intl.DisplayNames>();
function namesIn(language: string): Intl.DisplayNames {
  let names = formatters.get(language);
  if (!names) formatters.set(language, (names = new Intl.DisplayNames([language], { type: 'language' })));
  return names;
}
