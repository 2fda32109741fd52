import { describe, expect, it } from 'vitest';
import { isLoginValid, validateLogin } from '../../src/domain/login';

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
