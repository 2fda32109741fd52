import type { Profile } from './profile';

/** How long the session token cookie lasts (spec point 9). */
export const SESSION_COOKIE_DAYS = 365;

/** A signed-in session: the provider's token and the subscriber's profile. */
export interface Session {
  readonly token: string;
  readonly profile: Profile;
}

/** What the user types to sign in. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}
