/** Number of digits of a parental PIN (spec point 9). */
export const PIN_LENGTH = 4;
/** French text of a PIN that differs from its confirmation (spec point 5); the UI translates `pin_mismatch`. */
export const PIN_MISMATCH_MESSAGE = 'Les codes saisis ne sont pas identiques.';
/** From this age a show's image may be blurred (spec point 9: 16 is special). */
export const BLUR_AGE = 16;
/** From this age a show always needs the code, is kept out of watch-next and VOD (spec point 9: 18 is special). */
export const ADULT_AGE = 18;
/** The ages that have an icon (spec point 9). */
export const AGE_ICONS = [10, 12, 16, 18] as const;
export type AgeIcon = (typeof AGE_ICONS)[number];

/**
 * The levels a profile may choose (the highest age watched without the code; 0 asks it for every
 * rated show). 18 and more always need it, so 18 protects adult shows only.
 */
export const PARENTAL_LEVELS = [0, 10, 12, 16, ADULT_AGE] as const;

/** Why a new PIN cannot be saved. */
export type PinError = 'pin_format' | 'pin_mismatch';

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** Whether a PIN is exactly 4 digits (0 to 9 only). */
export function isPinWellFormed(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

/** A new PIN must be 4 digits and equal to its confirmation; null when it can be saved. */
export function validateNewPin(pin: string, confirmation: string): PinError | null {
  if (!isPinWellFormed(pin)) return 'pin_format';
  return pin === confirmation ? null : 'pin_mismatch';
}

/**
 * The icon for an age: the highest icon not above it, none below 10. An icon never claims more
 * than the rating; protection itself uses the exact age.
 */
export function ageIcon(age: number): AgeIcon | null {
  let icon: AgeIcon | null = null;
  for (const candidate of AGE_ICONS) if (age >= candidate) icon = candidate;
  return icon;
}

/**
 * A show needs the parental code when its age is above the profile's level (the highest age
 * the profile watches freely), and always from 18.
 */
export function needsChallenge(age: number, level: number): boolean {
  return age >= ADULT_AGE || age > level;
}

/** A lock icon shows exactly when the code is needed (spec point 5). */
export function showsLockIcon(age: number, level: number): boolean {
  return needsChallenge(age, level);
}

/** Images of challenged shows from 16 on are blurred, those of 10 and 12 are not explicit enough to hide. */
export function needsBlurChallenge(age: number, level: number): boolean {
  return age >= BLUR_AGE && needsChallenge(age, level);
}

/**
 * The image is blurred for a current show that needs a blur challenge (spec point 5): only a
 * current show's picture is a frame of the live stream.
 */
export function isImageBlurred(age: number, level: number, isCurrent: boolean): boolean {
  return isCurrent && needsBlurChallenge(age, level);
}

/** Watch-next leaves out shows aged 18 or more (spec point 6). */
export function watchNextEligible<T extends { readonly age: number }>(shows: readonly T[]): T[] {
  return shows.filter((show) => show.age < ADULT_AGE);
}
