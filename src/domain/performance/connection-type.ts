/** The connection types the Network Information API names (`effectiveType`), slowest first. */
export const EFFECTIVE_TYPES = ['slow-2g', '2g', '3g', '4g'] as const;
export type EffectiveType = (typeof EFFECTIVE_TYPES)[number];

/** What the address says when the engine names no connection type. */
export const UNKNOWN_EFFECTIVE_TYPE = 'unknown';

/** The connection type an address names, or null when it names none the API knows. */
export function effectiveTypeOf(value: string | undefined): EffectiveType | null {
  return (EFFECTIVE_TYPES as readonly string[]).includes(value ?? '') ? (value as EffectiveType) : null;
}
