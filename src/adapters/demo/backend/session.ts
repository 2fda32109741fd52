import type { Profile } from '../../../domain/session/profile';
import type { Session } from '../../../domain/session/session';
import { DEMO_PASSWORD, findAccount, profileOf } from '../accounts';
import type { BackendContext } from './context';
import { fault } from './fault';
import type { DemoState } from './state';

/** Sign-in, sign-out and profile of the demo provider. */
export class SessionBackend {
  constructor(private readonly ctx: BackendContext) {}

  login(username: string, password: string): Session {
    const account = findAccount(username);
    if (account === undefined || password !== DEMO_PASSWORD) fault('invalid-credentials');
    return this.ctx.update((state) => this.open(state, account.username));
  }

  /** Token sign-in (route /auth/{username}/{token}/): a live token of that user opens a new session. */
  loginWithToken(username: string, token: string): Session {
    return this.ctx.update((state) => {
      const owner = state.sessions[token];
      if (owner === undefined || owner !== username.trim().toLowerCase()) fault('invalid-credentials', 'unknown token');
      return this.open(state, owner);
    });
  }

  /** The username behind a session token; a missing or unknown token is a session expiry (401). */
  authenticate(token: string | null): string {
    const username = token === null ? undefined : this.ctx.read().sessions[token];
    return username ?? fault('session-expired');
  }

  profile(username: string): Profile {
    return profileOf(this.ctx.account(username), this.ctx.view(username).parental);
  }

  logout(token: string): void {
    this.ctx.update((state) => void delete state.sessions[token]);
  }

  /** A token of the same user for another service of the provider (a session too, marked with its service). */
  fork(username: string, service: string): string {
    if (service.trim() === '') fault('generic', 'service required', 400);
    return this.ctx.update((state) => {
      const { token } = this.open(state, username);
      state.forks = { ...state.forks, [token]: service.trim() };
      return token;
    });
  }

  /**
   * The user of a token forked for `service` (the provider's pages check it), while its session
   * lasts; `null` for a missing or unknown token, or one forked for another service.
   */
  forkedUser(token: string | null, service: string): string | null {
    const state = this.ctx.read();
    if (token === null || state.forks?.[token] !== service) return null;
    return state.sessions[token] ?? null;
  }

  /** Starts a session for `username` inside an update. */
  open(state: DemoState, username: string): Session {
    const token = this.ctx.newToken();
    state.sessions[token] = username;
    return { token, profile: profileOf(this.ctx.account(username), this.ctx.records(state, username).parental) };
  }
}
