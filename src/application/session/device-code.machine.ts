import { assign, fromPromise, setup } from 'xstate';
import { pollIntervalSeconds } from '../../domain/session/device-code';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { Session } from '../../domain/session/session';
import type { DeviceCode } from '../../ports/session.port';
import { notProvided } from '../not-provided';
import { present } from '../present';

export interface DeviceCodeContext {
  /** The code on screen (user_code, verification_uri), null while a new one is asked. */
  readonly code: DeviceCode | null;
  readonly session: Session | null;
  readonly error: ApiErrorKind | null;
}

export type DeviceCodeEvent = { type: 'otp.retry' };

const SECOND_MS = 1000;

/**
 * Device code sign-in (spec points 4 and 8): a code is requested and shown until it expires,
 * the token call is polled at the code's interval, and the machine ends with the session once
 * the user granted it on another device. A 410 on a poll (`code-expired`) or the code's
 * expiry resets the code and requests a new one.
 */
export const deviceCodeMachine = setup({
  types: {} as { context: DeviceCodeContext; events: DeviceCodeEvent; output: Session },
  actors: {
    /** POST auth/device/code/. */
    requestCode: fromPromise<DeviceCode>(async () => notProvided('requestCode')),
    /** POST auth/device/token/: the session once granted, null while waiting. */
    pollToken: fromPromise<Session | null, { deviceCode: string }>(async () => notProvided('pollToken')),
  },
  delays: {
    // The provider's own timings for this code (interval, expires_in), in seconds.
    // Never under 5 s: an interval of 0 would poll in a tight loop.
    pollInterval: ({ context }) => pollIntervalSeconds(context.code?.intervalSeconds ?? 0) * SECOND_MS,
    codeLifetime: ({ context }) => (context.code?.expiresInSeconds ?? 0) * SECOND_MS,
  },
  guards: {
    isGranted: (_, session: Session | null) => session !== null,
    isCodeExpired: (_, error: unknown) => errorKind(error) === 'code-expired',
  },
  actions: {
    resetCode: assign({ code: null }),
    storeCode: assign({ code: (_, code: DeviceCode) => code, error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    storeSession: assign({ session: (_, session: Session | null) => session }),
  },
}).createMachine({
  id: 'deviceCode',
  initial: 'requesting',
  context: { code: null, session: null, error: null },
  states: {
    requesting: {
      tags: ['busy'],
      entry: 'resetCode',
      invoke: {
        src: 'requestCode',
        onDone: { target: 'showing', actions: { type: 'storeCode', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showing: {
      after: { codeLifetime: 'requesting' },
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'polling' } },
        polling: {
          invoke: {
            src: 'pollToken',
            input: ({ context }) => ({ deviceCode: present(context.code, 'device code').deviceCode }),
            onDone: [
              {
                guard: { type: 'isGranted', params: ({ event }) => event.output },
                target: '#deviceCode.signedIn',
                actions: { type: 'storeSession', params: ({ event }) => event.output },
              },
              { target: 'waiting' },
            ],
            onError: [
              {
                guard: { type: 'isCodeExpired', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: '#deviceCode.requesting',
              },
              // A failed poll (network) is tried again at the next interval.
              { target: 'waiting' },
            ],
          },
        },
      },
    },
    failed: {
      on: { 'otp.retry': 'requesting' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => present(context.session, 'session'),
});
