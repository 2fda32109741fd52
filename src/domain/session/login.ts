import type { Credentials } from './session';

/** Why a sign-in form cannot be sent (spec point 5). */
export type LoginFieldError = 'email_required' | 'email_invalid' | 'password_required';

export interface LoginValidation {
  readonly email?: LoginFieldError;
  readonly password?: LoginFieldError;
}

/** The longest e-mail address mail servers accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A password field takes at most this many characters. */
export const PASSWORD_MAX_LENGTH = 128;

const WHITESPACE = /\s/;

/**
 * One "@", something on each side, a dot inside the domain part and no spaces: what mail servers
 * accept in practice. Checked in one pass over at most 254 characters (a backtracking pattern
 * froze the page for seconds on long input).
 */
export function isValidEmail(email: string): boolean {
  const text = email.trim();
  if (text.length > EMAIL_MAX_LENGTH || WHITESPACE.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || text.indexOf('@', at + 1) !== -1) return false;
  const domain = text.slice(at + 1);
  // Some dot with a character on each side of it.
  return domain.length >= 3 && domain.lastIndexOf('.', domain.length - 2) >= 1;
}

/** E-mail required and valid, password required. */
export function validateLogin(credentials: Credentials): LoginValidation {
  const email = credentials.email.trim();
  const result: { email?: LoginFieldError; password?: LoginFieldError } = {};
  if (email === '') result.email = 'email_required';
  else if (!isValidEmail(email)) result.email = 'email_invalid';
  if (credentials.password === '') result.password = 'password_required';
  return result;
}

export function isLoginValid(validation: LoginValidation): boolean {
  return validation.email === undefined && validation.password === undefined;
}

/** Why a password reset cannot be asked (spec point 5). */
export type PasswordResetError = 'email_required' | 'email_invalid';

/** A password reset needs a valid e-mail; null when it can be asked. */
export function validatePasswordReset(email: string): PasswordResetError | null {
  if (email.trim() === '') return 'email_required';
  return isValidEmail(email) ? null : 'email_invalid';
}
