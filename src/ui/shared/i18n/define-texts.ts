/**
 * One feature's texts in the three languages, in one file: German and English must carry
 * every French key, so a missing translation fails the type check.
 */
export function defineTexts<const F extends Record<string, string>>(texts: {
  fr: F;
  de: { readonly [K in keyof F]: string };
  en: { readonly [K in keyof F]: string };
}) {
  return texts;
}
