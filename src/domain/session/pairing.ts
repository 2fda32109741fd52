/**
 * Letters and digits of a device activation code: no 0/O, no 1/I, so a code read from a TV
 * screen cannot be typed wrong by confusing them.
 */
export const ACTIVATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters of an activation code, shown as two groups of four: XXXX-XXXX. */
export const ACTIVATION_CODE_LENGTH = 8;
/** French text of a code of the wrong format (spec point 5); the UI translates `code_format`. */
export const ACTIVATION_CODE_FORMAT_MESSAGE = 'Le format du code saisi semble incorrect.';

export type ActivationCodeParse =
  { readonly ok: true; readonly code: string } | { readonly ok: false; readonly error: 'code_format' };

const CODE_PATTERN = new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{4}-?[${ACTIVATION_CODE_ALPHABET}]{4}$`);

/** Shows 8 code characters as XXXX-XXXX. */
export function formatActivationCode(raw: string): string {
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/**
 * Reads what the user typed: any case, surrounding spaces, with or without the dash. A well-formed
 * code comes back as XXXX-XXXX in capitals, anything else is a `code_format` error.
 */
export function parseActivationCode(input: string): ActivationCodeParse {
  const text = input.trim().toUpperCase();
  if (!CODE_PATTERN.test(text)) return { ok: false, error: 'code_format' };
  return { ok: true, code: formatActivationCode(text.replace('-', '')) };
}
