import type { Credentials, Session } from '../domain/session/session';
import type { Profile } from '../domain/session/profile';
import type { ShowExtras } from '../domain/shows/show-extras';

/**
 * A code shown on a TV for the device code flow (spec point 3, OTP code). The user types
 * `userCode` on the web pairing screen; the TV polls with `deviceCode`.
 */
export interface DeviceCode {
  /** What the user types, 8 characters shown as XXXX-XXXX. */
  readonly userCode: string;
  /** The TV's secret handle for polling auth/device/token/. */
  readonly deviceCode: string;
  /** Seconds to wait between two polls. */
  readonly intervalSeconds: number;
  /** Seconds the code stays valid after it was issued. */
  readonly expiresInSeconds: number;
  /** Where the user enters the code (shown and encoded in the QR code). */
  readonly verificationUri: string;
}

/** The device a TV client declares to the provider (spec point 7: device_id, device_alias). */
export interface DeviceIdentity {
  readonly id: string;
  readonly alias: string;
}

/** Sign-in, account and parental-control calls (spec point 7, session and account). */
export interface SessionApi {
  /** POST auth/ with e-mail and password. Fails with `invalid-credentials` (401) or `not-entitled` (403). */
  login(credentials: Credentials): Promise<Session>;
  /** POST auth/ with a token from the address (route /auth/{username}/{token}/); same failures as `login`. */
  loginWithToken(username: string, token: string): Promise<Session>;
  /** GET profile/ for the token held by the token store. Fails with `session-expired`. */
  profile(): Promise<Profile>;
  /** POST logout/: ends the session on the provider's side. */
  logout(): Promise<void>;
  /** PUT auth/fork/: a session token for another service of the provider (e.g. the shop). */
  fork(service: string): Promise<string>;
  /** POST auth/device/code/: a new code for the TV to show. Never a session expiry. */
  requestDeviceCode(): Promise<DeviceCode>;
  /**
   * POST auth/device/token/: the TV's poll. The session once the code was granted, `null`
   * while it waits. Fails with `code-expired` (410) when the code expired or was refused.
   */
  pollDeviceToken(deviceCode: string): Promise<Session | null>;
  /**
   * POST auth/device/code/verify/ from the signed-in web pairing screen: grants (or refuses)
   * the TV showing `userCode`. Fails with `not-found` for an unknown code, `code-expired` (410).
   */
  verifyDeviceCode(userCode: string, grantAccess: boolean): Promise<void>;
  /** GET show/extras/: what the user recorded, archived, bookmarked and saw. */
  showExtras(): Promise<ShowExtras>;
  /** POST parentalcontrol/check/: resolves when the PIN is right; `wrong-pin` (403) otherwise. Never a session expiry. */
  checkParentalPin(pin: string): Promise<void>;
  /** POST parentalcontrol/create/: sets the first PIN and the age level above which it is asked. */
  createParentalPin(pin: string, level: number): Promise<void>;
  /** POST parentalcontrol/update/: changes PIN and level; `wrong-pin` (403) when `oldPin` is wrong. */
  updateParentalPin(oldPin: string, pin: string, level: number): Promise<void>;
}

export const SESSION_API = Symbol.for('SessionApi');
