import { fromPromise } from 'xstate';
import type { Credentials, Session } from '../../domain/session/session';
import { ApiError } from '../../domain/errors';
import type { DeviceCode, SessionApi } from '../../ports/session.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { TokenSignIn } from './auth.machine';
import { deviceCodeMachine } from './device-code.machine';
import type { PinChange } from '../account/parental-pin.machine';

export interface SessionDeps {
  readonly sessionApi: SessionApi;
  readonly tokenStore: TokenStore;
  /** Drops every piece of user data kept in memory (caches, players). */
  readonly resetData: () => void;
}

/** The I/O of the auth machine over the session ports. */
export function createSessionActors({ sessionApi, tokenStore, resetData }: SessionDeps) {
  return {
    restoreSession: fromPromise<Session | null>(async () => {
      const token = tokenStore.get();
      if (token === null) return null;
      try {
        return { token, profile: await sessionApi.profile() };
      } catch (error) {
        // Only a refused token is forgotten: a network failure keeps it for the next start.
        if (error instanceof ApiError && error.kind === 'session-expired') tokenStore.clear();
        return null;
      }
    }),
    signIn: fromPromise<Session, Credentials>(async ({ input }) => {
      const session = await sessionApi.login(input);
      tokenStore.set(session.token);
      return session;
    }),
    signInWithToken: fromPromise<Session, TokenSignIn>(async ({ input }) => {
      const session = await sessionApi.loginWithToken(input.username, input.token);
      tokenStore.set(session.token);
      return session;
    }),
    deviceCode: deviceCodeMachine.provide({ actors: createDeviceCodeActors(sessionApi) }),
    keepSession: fromPromise<void, Session>(async ({ input }) => tokenStore.set(input.token)),
    signOut: fromPromise<void>(async () => {
      await sessionApi.logout();
    }),
    resetSession: fromPromise<void>(async () => {
      tokenStore.clear();
      resetData();
    }),
  };
}

/** The device code flow's I/O over the session API. */
export function createDeviceCodeActors(sessionApi: SessionApi) {
  return {
    requestCode: fromPromise<DeviceCode>(() => sessionApi.requestDeviceCode()),
    pollToken: fromPromise<Session | null, { deviceCode: string }>(({ input }) =>
      sessionApi.pollDeviceToken(input.deviceCode),
    ),
  };
}

/** The parental challenge's and PIN forms' I/O over the session API. */
export function createParentalActors(sessionApi: SessionApi) {
  return {
    checkPin: fromPromise<void, { pin: string }>(({ input }) => sessionApi.checkParentalPin(input.pin)),
    createPin: fromPromise<void, Extract<PinChange, { kind: 'create' }>>(({ input }) =>
      sessionApi.createParentalPin(input.pin, input.level),
    ),
    updatePin: fromPromise<void, Extract<PinChange, { kind: 'update' }>>(({ input }) =>
      sessionApi.updateParentalPin(input.oldPin, input.pin, input.level),
    ),
  };
}

/** The web pairing screen's I/O over the session API. */
export function createPairingActors(sessionApi: SessionApi) {
  return {
    verifyCode: fromPromise<void, { userCode: string; grantAccess: boolean }>(({ input }) =>
      sessionApi.verifyDeviceCode(input.userCode, input.grantAccess),
    ),
  };
}
