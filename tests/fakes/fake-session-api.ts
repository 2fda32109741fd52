import { ApiError } from '../../src/domain/errors';
import type { Credentials, Session } from '../../src/domain/session';
import type { SessionApi } from '../../src/ports/session.port';
import { aSession } from './profiles';

/** A SessionApi that answers from a script and records every call. */
export class FakeSessionApi implements SessionApi {
  readonly calls: string[] = [];
  loginResult: Session | ApiError = aSession();
  profileResult: Session['profile'] | ApiError = aSession().profile;

  async login(credentials: Credentials): Promise<Session> {
    this.calls.push(`login ${credentials.email}`);
    if (this.loginResult instanceof ApiError) throw this.loginResult;
    return this.loginResult;
  }

  async profile() {
    this.calls.push('profile');
    if (this.profileResult instanceof ApiError) throw this.profileResult;
    return this.profileResult;
  }

  async logout(): Promise<void> {
    this.calls.push('logout');
  }
}
