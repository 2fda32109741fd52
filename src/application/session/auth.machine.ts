import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { Credentials, Session } from '../../domain/session/session';
import type { Profile } from '../../domain/session/profile';
import { deviceCodeMachine } from './device-code.machine';
import { notProvided } from '../not-provided';
import { present } from '../present';

export interface AuthContext {
  readonly session: Session | null;
  /**
   * Why the last sign-in failed or the session ended, for the screens to explain (spec point 8):
   * `invalid-credentials` (401), `not-entitled` (403), anything else generic; `session-expired`.
   */
  readonly error: ApiErrorKind | null;
  /** The token sign-in under way (from the address). */
  readonly tokenSignIn: TokenSignIn | null;
  /** Whether a token was stored when the app started: without one there is nothing to restore. */
  readonly tokenStored: boolean;
}

export interface AuthInput {
  /** Whether the token store held a token at start (read synchronously by the service). */
  readonly tokenStored: boolean;
}

/** A sign-in with the token of an address /auth/{username}/{token}/. */
export interface TokenSignIn {
  readonly username: string;
  readonly token: string;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  | ({ type: 'auth.loginWithToken' } & TokenSignIn)
  /** Starts the device code (OTP) sign-in; its child actor is `deviceCode`. */
  | { type: 'auth.deviceCode' }
  | { type: 'auth.cancel' }
  /** Yes to switching accounts by a token link while signed in (asked first). */
  | { type: 'auth.confirmSwitch' }
  | { type: 'auth.logout' }
  /** A 401 on any call except sign-in, device code and parental check. */
  | { type: 'auth.expired' }
  /** The user changed the profile (a parental PIN and level were saved): the session keeps the new one. */
  | { type: 'auth.profileChanged'; profile: Profile };

/** Told when the session ends, so that other actors drop what they hold (player, machines). */
export type AuthEmitted = { type: 'auth.sessionEnded'; reason: 'logout' | 'expired' | 'switch' };

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
const failSignIn = { target: 'signedOut', actions: storeFailure } as const;
/** The token sign-in an address asks for (its username and token, not the event's type). */
const keepTokenSignIn = {
  type: 'keepTokenSignIn',
  params: ({ event }: { event: TokenSignIn }) => ({ username: event.username, token: event.token }),
} as const;
const profileOf = ({ event }: { event: { profile: Profile } }) => event.profile;

/**
 * Authentication (spec point 4): restore a stored session on start, sign in by password, by a
 * token in the address or by device code (pending, then succeeded with the token kept, or
 * failed), sign out, and end the session when the provider says it expired. Ending a session
 * forgets the token and every piece of user data.
 */
export const authMachine = setup({
  types: {} as {
    context: AuthContext;
    input: AuthInput | undefined;
    events: AuthEvent;
    emitted: AuthEmitted;
    children: { deviceCode: 'deviceCode' };
  },
  actors: {
    /** GET profile/ with the stored token; null without a token or when it is refused. */
    restoreSession: fromPromise<Session | null>(async () => notProvided('restoreSession')),
    /** POST auth/ with e-mail and password, keeping the token. */
    signIn: fromPromise<Session, Credentials>(async () => notProvided('signIn')),
    /** POST auth/ with the token of the address, keeping the new token. */
    signInWithToken: fromPromise<Session, TokenSignIn>(async () => notProvided('signInWithToken')),
    /** The device code flow; its output is the granted session. */
    deviceCode: deviceCodeMachine,
    /** Keeps the token of a session obtained elsewhere (device code). */
    keepSession: fromPromise<void, Session>(async () => notProvided('keepSession')),
    signOut: fromPromise<void>(async () => notProvided('signOut')),
    /** Forgets the token and every piece of user data (caches, player). */
    resetSession: fromPromise<void>(async () => notProvided('resetSession')),
  },
  guards: {
    hasSession: (_, session: Session | null) => session !== null,
    noTokenStored: ({ context }) => !context.tokenStored,
    /** The changed profile is the signed-in user's. */
    isSameUser: ({ context }, profile: Profile) => context.session?.profile.username === profile.username,
  },
  actions: {
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    clearError: assign({ error: null }),
    keepTokenSignIn: assign({ tokenSignIn: (_, signIn: TokenSignIn) => signIn }),
    dropTokenSignIn: assign({ tokenSignIn: null }),
    storeSession: assign({ session: (_, session: Session | null) => session }),
    dropSession: assign({ session: null }),
    updateProfile: assign({
      session: ({ context }, profile: Profile) => (context.session ? { ...context.session, profile } : null),
    }),
    expire: assign({ error: 'session-expired' as const }),
    announceExpired: emit({ type: 'auth.sessionEnded', reason: 'expired' } as const),
    announceSwitch: emit({ type: 'auth.sessionEnded', reason: 'switch' } as const),
    announceLogout: emit({ type: 'auth.sessionEnded', reason: 'logout' } as const),
  },
}).createMachine({
  id: 'auth',
  initial: 'restoring',
  context: ({ input }) => ({ session: null, error: null, tokenSignIn: null, tokenStored: input?.tokenStored ?? true }),
  states: {
    restoring: {
      // A visitor is signed out from the first snapshot: the first render (prerendered, then
      // hydrated) is already the signed-out one, with no restore to wait for.
      always: { guard: 'noTokenStored', target: 'signedOut' },
      on: { 'auth.loginWithToken': { target: 'pendingToken', actions: keepTokenSignIn } },
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'storeSession', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      on: {
        'auth.login': 'pending',
        'auth.loginWithToken': { target: 'pendingToken', actions: keepTokenSignIn },
        'auth.deviceCode': 'deviceCode',
      },
    },
    pending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'signIn',
        // Entered by `auth.login` only.
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return event.credentials;
        },
        onDone: { target: 'signedIn', actions: { type: 'storeSession', params: ({ event }) => event.output } },
        onError: failSignIn,
      },
    },
    pendingToken: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'signInWithToken',
        input: ({ context }) => present(context.tokenSignIn, 'token sign-in'),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeSession', params: ({ event }) => event.output }, 'dropTokenSignIn'],
        },
        onError: { target: 'signedOut', actions: [storeFailure, 'dropTokenSignIn'] },
      },
    },
    deviceCode: {
      entry: 'clearError',
      invoke: {
        id: 'deviceCode',
        src: 'deviceCode',
        onDone: { target: 'keepingSession', actions: { type: 'storeSession', params: ({ event }) => event.output } },
      },
      on: { 'auth.cancel': 'signedOut' },
    },
    keepingSession: {
      tags: ['busy'],
      invoke: {
        src: 'keepSession',
        input: ({ context }) => present(context.session, 'session'),
        onDone: 'signedIn',
        onError: { target: 'signedOut', actions: ['dropSession', storeFailure] },
      },
    },
    signedIn: {
      on: {
        // A token in the address would sign in as its user: the user is asked first.
        'auth.loginWithToken': { target: 'confirmingSwitch', actions: keepTokenSignIn },
        'auth.logout': 'signingOut',
        'auth.profileChanged': {
          guard: { type: 'isSameUser', params: profileOf },
          actions: { type: 'updateProfile', params: profileOf },
        },
        'auth.expired': { target: 'resetting', actions: ['expire', 'announceExpired'] },
      },
    },
    confirmingSwitch: {
      tags: ['confirmSwitch'],
      on: {
        // Yes: the current session's data goes first, then the token signs in.
        'auth.confirmSwitch': { target: 'switchingUser', actions: 'announceSwitch' },
        'auth.cancel': { target: 'signedIn', actions: 'dropTokenSignIn' },
        'auth.logout': { target: 'signingOut', actions: 'dropTokenSignIn' },
        'auth.expired': { target: 'resetting', actions: ['expire', 'dropTokenSignIn', 'announceExpired'] },
      },
    },
    switchingUser: {
      tags: ['busy'],
      entry: 'dropSession',
      invoke: { src: 'resetSession', onDone: 'pendingToken', onError: 'pendingToken' },
    },
    signingOut: {
      tags: ['busy'],
      entry: 'announceLogout',
      invoke: { src: 'signOut', onDone: 'resetting', onError: 'resetting' },
    },
    resetting: {
      tags: ['busy'],
      entry: 'dropSession',
      invoke: { src: 'resetSession', onDone: 'signedOut', onError: 'signedOut' },
    },
  },
});
