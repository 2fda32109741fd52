import { assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../domain/errors';
import type { Credentials, Session } from '../domain/session';
import { notProvided } from './not-provided';

export interface AuthContext {
  readonly session: Session | null;
  /** Why the last sign-in failed or the session ended, for the screens to explain. */
  readonly error: ApiErrorKind | null;
}

export type AuthEvent =
  | { type: 'auth.login'; credentials: Credentials }
  | { type: 'auth.logout' }
  | { type: 'auth.expired' };

/**
 * Authentication (spec point 4): restore a stored session on start, sign in (pending, then
 * succeeded or failed), sign out, and end the session when the provider says it expired.
 */
export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent },
  actors: {
    restoreSession: fromPromise<Session | null>(async () => notProvided('restoreSession')),
    signIn: fromPromise<Session, Credentials>(async () => notProvided('signIn')),
    signOut: fromPromise<void>(async () => notProvided('signOut')),
    /** Forgets the token and every piece of user data (caches, player). */
    resetSession: fromPromise<void>(async () => notProvided('resetSession')),
  },
  guards: {
    hasSession: (_, session: Session | null) => session !== null,
  },
}).createMachine({
  id: 'auth',
  initial: 'restoring',
  context: { session: null, error: null },
  states: {
    restoring: {
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      on: { 'auth.login': 'pending' },
    },
    pending: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.login' }>).credentials,
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
        onError: { target: 'signedOut', actions: assign({ error: ({ event }) => errorKind(event.error) }) },
      },
    },
    signedIn: {
      on: {
        'auth.logout': 'signingOut',
        'auth.expired': { target: 'resetting', actions: assign({ error: 'session-expired' as const }) },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: { src: 'signOut', onDone: 'resetting', onError: 'resetting' },
    },
    resetting: {
      tags: ['busy'],
      entry: assign({ session: null }),
      invoke: { src: 'resetSession', onDone: 'signedOut', onError: 'signedOut' },
    },
  },
});
