import { ApiError } from '../../src/domain/errors';
import type { Credentials, Session } from '../../src/domain/session/session';
import { EMPTY_EXTRAS, type ShowExtras } from '../../src/domain/shows/show-extras';
import type { DeviceCode, SessionApi } from '../../src/ports/session.port';
import { aSession } from './profiles';

/** A SessionApi that answers from a script and records every call. */
export class FakeSessionApi implements SessionApi {
  readonly calls: string[] = [];
  loginResult: Session | ApiError = aSession();
  profileResult: Session['profile'] | ApiError = aSession().profile;
  deviceCodeResult: DeviceCode | ApiError = {
    userCode: 'ABCD-EFGH',
    deviceCode: 'device-1',
    intervalSeconds: 5,
    expiresInSeconds: 600,
    verificationUri: '/pair',
  };
  /** Answers of successive polls; the last one repeats. */
  pollResults: (Session | null | ApiError)[] = [null];
  extrasResult: ShowExtras | ApiError = EMPTY_EXTRAS;
  /** What auth/fork/ answers: a token or a failure, once `forkAnswered` settled (at once unless a test holds it). */
  forkResult: string | ApiError = 'forked-token';
  forkAnswered: Promise<unknown> = Promise.resolve();
  /** The PIN the parental calls accept. */
  pin = '1234';
  /** When set, creating or changing the PIN is refused with it (after a right old PIN). */
  pinSaveRefusal: ApiError | null = null;

  private answer<T>(call: string, result: T | ApiError): T {
    this.calls.push(call);
    if (result instanceof ApiError) throw result;
    return result;
  }

  async login(credentials: Credentials): Promise<Session> {
    return this.answer(`login ${credentials.email}`, this.loginResult);
  }

  async loginWithToken(username: string, token: string): Promise<Session> {
    return this.answer(`loginWithToken ${username} ${token}`, this.loginResult);
  }

  async profile() {
    return this.answer('profile', this.profileResult);
  }

  async logout(): Promise<void> {
    this.calls.push('logout');
  }

  async fork(service: string): Promise<string> {
    this.calls.push(`fork ${service}`);
    await this.forkAnswered;
    if (this.forkResult instanceof ApiError) throw this.forkResult;
    return this.forkResult;
  }

  async requestDeviceCode(): Promise<DeviceCode> {
    return this.answer('requestDeviceCode', this.deviceCodeResult);
  }

  async pollDeviceToken(deviceCode: string): Promise<Session | null> {
    const result = this.pollResults.length > 1 ? this.pollResults.shift() : this.pollResults[0];
    return this.answer(`pollDeviceToken ${deviceCode}`, result ?? null);
  }

  async verifyDeviceCode(userCode: string, grantAccess: boolean): Promise<void> {
    this.calls.push(`verifyDeviceCode ${userCode} ${grantAccess}`);
  }

  async showExtras(): Promise<ShowExtras> {
    return this.answer('showExtras', this.extrasResult);
  }

  async checkParentalPin(pin: string): Promise<void> {
    this.answer(
      `checkParentalPin ${pin}`,
      pin === this.pin ? undefined : new ApiError('wrong-pin', 'parentalcontrol/check'),
    );
  }

  async createParentalPin(pin: string, level: number): Promise<void> {
    this.answer(`createParentalPin ${pin} ${level}`, this.pinSaveRefusal ?? undefined);
    this.pin = pin;
  }

  async updateParentalPin(oldPin: string, pin: string, level: number): Promise<void> {
    this.answer(
      `updateParentalPin ${oldPin} ${pin} ${level}`,
      oldPin === this.pin ? (this.pinSaveRefusal ?? undefined) : new ApiError('wrong-pin', 'parentalcontrol/update'),
    );
    this.pin = pin;
  }
}
