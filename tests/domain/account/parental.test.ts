import { describe, expect, it } from 'vitest';
import {
  ageIcon,
  isImageBlurred,
  isPinWellFormed,
  needsBlurChallenge,
  needsChallenge,
  PIN_MISMATCH_MESSAGE,
  showsLockIcon,
  validateNewPin,
  watchNextEligible,
} from '../../../src/domain/account/parental';

describe('parental PIN of exactly 4 digits (spec point 5)', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['١٢٣٤', false],
    ['', false],
  ])('%j should be well formed: %s', (pin, ok) => {
    expect(isPinWellFormed(pin)).toBe(ok);
  });
});

describe('PIN confirmation must match (spec point 5)', () => {
  it.each([
    ['1234', '1234', null],
    ['1234', '1243', 'pin_mismatch'],
    ['123', '123', 'pin_format'],
  ])('%j confirmed by %j should give %j', (pin, confirmation, result) => {
    expect(validateNewPin(pin, confirmation)).toBe(result);
  });

  it('should keep the French text of a mismatch', () => {
    expect(PIN_MISMATCH_MESSAGE).toBe('Les codes saisis ne sont pas identiques.');
  });
});

describe('age icons at 10, 12, 16, 18 (spec point 9)', () => {
  it.each([
    [0, null],
    [9, null],
    [10, 10],
    [11, 10],
    [12, 12],
    [15, 12],
    [16, 16],
    [17, 16],
    [18, 18],
    [21, 18],
  ])('age %i should show icon %j', (age, icon) => {
    expect(ageIcon(age)).toBe(icon);
  });
});

describe('challenge needed above the profile level; 18+ always needs the code (spec point 6)', () => {
  it.each([
    [12, 12, false],
    [13, 12, true],
    [16, 16, false],
    [17, 16, true],
    [18, 18, true],
    [18, 99, true],
    [17, 99, false],
    [0, 0, false],
  ])('age %i with level %i should need the code: %s', (age, level, needed) => {
    expect(needsChallenge(age, level)).toBe(needed);
    expect(showsLockIcon(age, level)).toBe(needed);
  });
});

describe('blur for a current show that needs a blur challenge (spec point 5)', () => {
  it.each([
    [15, 0, false],
    [16, 12, true],
    [16, 16, false],
    [18, 18, true],
  ])('age %i with level %i should need a blur challenge: %s', (age, level, blur) => {
    expect(needsBlurChallenge(age, level)).toBe(blur);
  });

  it('should blur only a current show', () => {
    expect(isImageBlurred(18, 16, true)).toBe(true);
    expect(isImageBlurred(18, 16, false)).toBe(false);
    expect(isImageBlurred(12, 10, true)).toBe(false);
  });
});

describe('watch-next excludes 18+ (spec point 6)', () => {
  it('should keep shows under 18 only', () => {
    const shows = [
      { id: 'a', age: 0 },
      { id: 'b', age: 17 },
      { id: 'c', age: 18 },
      { id: 'd', age: 21 },
    ];
    expect(watchNextEligible(shows).map((show) => show.id)).toEqual(['a', 'b']);
  });
});
