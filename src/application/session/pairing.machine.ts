import { assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { parseActivationCode } from '../../domain/session/pairing';
import { notProvided } from '../not-provided';

export interface PairingContext {
  /** The code as typed, then as sent (XXXX-XXXX). */
  readonly code: string;
  /**
   * Why the code was not accepted: `code_format` ("Le format du code saisi semble incorrect."),
   * `not-found` (unknown code), `code-expired`, or another call failure.
   */
  readonly error: 'code_format' | ApiErrorKind | null;
}

export interface PairingInput {
  /** The code of the address (/pair?code=...), when the TV's QR code was scanned. */
  readonly code?: string;
}

/**
 * `pair.submit` checks the code and asks for confirmation; `pair.confirm` grants the device,
 * `pair.refuse` tells the provider no; `pair.again` pairs another device after a success.
 */
export type PairingEvent =
  { type: 'pair.submit'; code: string } | { type: 'pair.confirm' } | { type: 'pair.refuse' } | { type: 'pair.again' };

/**
 * Device pairing on the web (spec point 2): the user types the activation code a TV shows (or
 * finds it filled in from the TV's QR code); a code of the wrong format is refused at once; a
 * well-formed one is shown back with the device asking, and access is granted only once the user
 * confirms (never in one click from a link); refusing tells the provider no. It ends on a clear
 * success or failure.
 */
export const pairingMachine = setup({
  types: {} as { context: PairingContext; events: PairingEvent; input: PairingInput },
  actors: {
    /** POST auth/device/code/verify/ with grant_access. */
    verifyCode: fromPromise<void, { userCode: string; grantAccess: boolean }>(async () => notProvided('verifyCode')),
  },
  guards: {
    isWellFormed: (_, code: string) => parseActivationCode(code).ok,
  },
  actions: {
    takeCode: assign({
      code: (_, code: string) => {
        const parsed = parseActivationCode(code);
        return parsed.ok ? parsed.code : code;
      },
      error: null,
    }),
    /** The code stays as typed, with the format error. */
    rejectCode: assign({ code: (_, code: string) => code, error: 'code_format' as const }),
    clearCode: assign({ code: '', error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
  },
}).createMachine({
  id: 'pairing',
  initial: 'form',
  context: ({ input }) => ({ code: input.code ?? '', error: null }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {},
        failed: {},
      },
      on: {
        'pair.submit': [
          {
            guard: { type: 'isWellFormed', params: ({ event }) => event.code },
            target: 'confirming',
            actions: { type: 'takeCode', params: ({ event }) => event.code },
          },
          { target: '.failed', actions: { type: 'rejectCode', params: ({ event }) => event.code } },
        ],
      },
    },
    confirming: {
      tags: ['confirm'],
      on: { 'pair.confirm': 'verifying', 'pair.refuse': 'refusing' },
    },
    refusing: {
      tags: ['busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ userCode: context.code, grantAccess: false }),
        onDone: { target: 'form', actions: 'clearCode' },
        onError: { target: 'form', actions: 'clearCode' },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ userCode: context.code, grantAccess: true }),
        onDone: 'paired',
        onError: {
          target: 'form.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    paired: {
      on: { 'pair.again': { target: 'form', actions: 'clearCode' } },
    },
  },
});
