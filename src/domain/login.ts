import type { Credentials } from './session';

/** Why a sign-in form cannot be sent (spec point 5). */
export type LoginFieldError = 'email_required' | 'email_invalid' | 'password_required';

export interface LoginValidation {
  readonly email?: LoginFieldError;
  readonly password?: LoginFieldError;
}

// One "@", something on each side, a dot in the domain part and no spaces: what mail servers accept in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
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
