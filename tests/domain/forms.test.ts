import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateFeedback } from '../../src/domain/account/feedback';
import { validatePasswordReset } from '../../src/domain/session/login';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_FORMAT_MESSAGE,
  parseActivationCode,
} from '../../src/domain/session/pairing';

describe('password reset needs a valid e-mail (spec point 5)', () => {
  it.each([
    ['', 'email_required'],
    ['  ', 'email_required'],
    ['demo', 'email_invalid'],
    ['demo@example.com', null],
  ])('%j should give %j', (email, result) => {
    expect(validatePasswordReset(email)).toBe(result);
  });
});

describe('feedback message required (spec point 5)', () => {
  it.each([
    ['', 'message_required'],
    [' \n ', 'message_required'],
    ['Merci !', null],
  ])('%j should give %j', (message, result) => {
    expect(validateFeedback(message)).toBe(result);
  });
});

describe('device activation code format: XXXX-XXXX from an unambiguous alphabet (spec point 5)', () => {
  it.each([
    ['ABCD-EFGH', 'ABCD-EFGH'],
    ['abcdefgh', 'ABCD-EFGH'],
    [' k7m2-p9qx ', 'K7M2-P9QX'],
  ])('%j should read as %s', (input, code) => {
    expect(parseActivationCode(input)).toEqual({ ok: true, code });
  });

  it.each([
    'ABC-DEFGH',
    'ABCD-EFG',
    'ABCD-EFGHJ',
    'ABCD--EFGH',
    'ABCD EFGH',
    'ABCD-EFG0',
    'OBCD-EFGH',
    'ABCD-EFG1',
    'ABCI-EFGH',
    '',
  ])('%j should be a format error', (input) => {
    expect(parseActivationCode(input)).toEqual({ ok: false, error: 'code_format' });
  });

  it('should keep the French text of a wrong format', () => {
    expect(ACTIVATION_CODE_FORMAT_MESSAGE).toBe('Le format du code saisi semble incorrect.');
  });

  it('should accept any code of the alphabet, in any case, with or without the dash', () => {
    const code = fc.string({ unit: fc.constantFrom(...ACTIVATION_CODE_ALPHABET), minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(code, fc.boolean(), fc.boolean(), (raw, dash, lower) => {
        const typed = dash ? `${raw.slice(0, 4)}-${raw.slice(4)}` : raw;
        const parsed = parseActivationCode(lower ? typed.toLowerCase() : typed);
        return parsed.ok && parsed.code === `${raw.slice(0, 4)}-${raw.slice(4)}`;
      }),
    );
  });
});
