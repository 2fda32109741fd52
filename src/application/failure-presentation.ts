import type { ApiErrorKind } from '../domain/errors';

/** Calls whose failures the user is not shown (spec point 8): the next beat or event will come. */
export const SILENT_CALL_NAMES: readonly string[] = ['play', 'event', 'ping'];

/** What the user sees of a failed call: nothing, or the message of a kind (spec point 8). */
export type FailurePresentation =
  { readonly kind: 'silent'; readonly why: string } | { readonly kind: 'message'; readonly error: ApiErrorKind };

/**
 * Spec point 8 from the user's side: a session expiry is always said (everything is reset);
 * a backup config that is not there means the defaults, quietly; ping's 429 is said (the
 * player resets); the other failures of silent calls are not; everything else shows its message.
 */
export function presentFailure(call: string, error: ApiErrorKind): FailurePresentation {
  if (error === 'session-expired') return { kind: 'message', error };
  if (call === 'backupconfig' && error === 'not-found') return { kind: 'silent', why: 'defaults' };
  if (call === 'ping' && error === 'concurrent-stream-limit') return { kind: 'message', error };
  if (SILENT_CALL_NAMES.includes(call)) return { kind: 'silent', why: 'silent call' };
  return { kind: 'message', error };
}
