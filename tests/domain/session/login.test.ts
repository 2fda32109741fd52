import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoginValid, isValidEmail, validateLogin } from '../../../src/domain/session/login';

describe('login validation (spec point 5)', () => {
  it.each([
    ['', 'secret', { email: 'email_required' }],
    ['   ', 'secret', { email: 'email_required' }],
    ['not-an-email', 'secret', { email: 'email_invalid' }],
    ['a@b', 'secret', { email: 'email_invalid' }],
    ['demo@example.com', '', { password: 'password_required' }],
    ['', '', { email: 'email_required', password: 'password_required' }],
    ['demo@example.com', 'demo1234', {}],
    [' demo@example.com ', 'x', {}],
  ])('should judge e-mail %j with password %j as %j', (email, password, expected) => {
    expect(validateLogin({ email, password })).toEqual(expected);
  });

  it('should accept only a form with no field error', () => {
    expect(isLoginValid(validateLogin({ email: 'a@b.ch', password: 'p' }))).toBe(true);
    expect(isLoginValid(validateLogin({ email: 'a@b.ch', password: '' }))).toBe(false);
  });
});

describe('the e-mail check', () => {
  it.each([
    ['demo@example.com', true],
    ['a@b.c', true],
    ['a.b@c.d.e', true],
    ['a@b', false],
    ['a@.b', false],
    ['a@b.', false],
    ['@b.ch', false],
    ['a@b@c.ch', false],
    ['a b@c.ch', false],
    ['a@b .ch', false],
    [`${'a'.repeat(250)}@b.ch`, false],
  ])('%j should be valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('should agree with the rule "one @, no spaces, a dot inside the domain" on any input', () => {
    const rule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: fc.constantFrom('a', '.', '@', ' ', 'b') }), (email) => {
        expect(isValidEmail(email)).toBe(rule.test(email.trim()));
      }),
    );
  });

  it('should answer in linear time on 100 000 hostile characters', () => {
    const hostile = [`a@${'.'.repeat(100_000)}@`, `a@${'a.'.repeat(50_000)}`, `${'a'.repeat(100_000)}@`];
    const started = performance.now();
    for (const email of hostile) isValidEmail(email);
    // A backtracking pattern takes seconds here; one pass over at most 254 characters takes microseconds.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
