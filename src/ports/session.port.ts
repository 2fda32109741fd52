import type { Credentials, Session } from '../domain/session';
import type { Profile } from '../domain/profile';

/** Sign-in, profile and sign-out calls of the provider (spec point 7, session and account). */
export interface SessionApi {
  /** POST auth/ with e-mail and password. Fails with `invalid-credentials` or `not-entitled`. */
  login(credentials: Credentials): Promise<Session>;
  /** GET profile/ for the token held by the token store. Fails with `session-expired`. */
  profile(): Promise<Profile>;
  /** POST logout/. */
  logout(): Promise<void>;
}

export const SESSION_API = Symbol.for('SessionApi');
