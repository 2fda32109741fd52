import { validatePasswordReset, type PasswordResetError } from '../../domain/session/login';

/**
 * The provider's password reset page. The specification names no address for it (spec point 5
 * only says a reset needs a valid e-mail), so it is derived from the provider's base address,
 * beside its API: the same origin as the calls (proxied with them by `npm run serve`).
 */
export const PASSWORD_RESET_PATH = '/api/mobile/password/reset/';

export type PasswordResetRequest =
  { readonly kind: 'invalid'; readonly error: PasswordResetError } | { readonly kind: 'open'; readonly url: string };

/** Checks the e-mail (spec point 5); when valid, the reset page to open for it. `providerBase`: empty for this site's own origin. */
export function requestPasswordReset(providerBase: string, email: string): PasswordResetRequest {
  const error = validatePasswordReset(email);
  if (error !== null) return { kind: 'invalid', error };
  const query = new URLSearchParams({ email: email.trim() });
  return { kind: 'open', url: `${providerBase.replace(/\/+$/, '')}${PASSWORD_RESET_PATH}?${query.toString()}` };
}
