import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { isPinWellFormed, needsChallenge, type PinError } from '../../domain/account/parental';
import { notProvided } from '../not-provided';

/** What the user asked for, kept while the PIN is asked; run (or dropped) afterwards. */
export interface ParentalAction {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface ParentalChallengeInput {
  readonly action: ParentalAction;
  /** Age rating of the content. */
  readonly age: number;
  /** The profile's parental control level (the highest age watched freely). */
  readonly level: number;
}

export interface ParentalChallengeContext {
  readonly action: ParentalAction;
  readonly age: number;
  readonly level: number;
  /** Why the last PIN was not accepted: `wrong-pin` shows "Le code saisi est incorrect.". */
  readonly error: ApiErrorKind | PinError | null;
  readonly granted: boolean;
}

export type ParentalChallengeEvent = { type: 'pin.submit'; pin: string } | { type: 'pin.cancel' };

export interface ParentalChallengeOutput {
  readonly granted: boolean;
  readonly action: ParentalAction;
}

export type ParentalChallengeEmitted =
  { type: 'parental.granted'; action: ParentalAction } | { type: 'parental.cancelled'; action: ParentalAction };

/**
 * Parental challenge (spec point 4): content above the profile's level asks for the PIN; a
 * right PIN runs the stored action, a wrong one lets the user try again, cancel drops it.
 * Content the level allows runs at once. One actor per protected request; it ends with the
 * outcome as output, and `runAction` is the hook the owner provides to run the action.
 */
export const parentalChallengeMachine = setup({
  types: {} as {
    context: ParentalChallengeContext;
    events: ParentalChallengeEvent;
    input: ParentalChallengeInput;
    output: ParentalChallengeOutput;
    emitted: ParentalChallengeEmitted;
  },
  actors: {
    /** POST parentalcontrol/check/: resolves on the right PIN, fails with `wrong-pin`. */
    checkPin: fromPromise<void, { pin: string }>(async () => notProvided('checkPin')),
  },
  guards: {
    needsChallenge: ({ context }) => needsChallenge(context.age, context.level),
    isPinWellFormed: (_, pin: string) => isPinWellFormed(pin),
  },
  actions: {
    rejectPinFormat: assign({ error: 'pin_format' as const }),
    clearError: assign({ error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    grant: assign({ granted: true }),
    /** Runs the stored action; the owner provides it (navigate, play, ...). */
    runAction: (_, _action: ParentalAction) => {},
    announceGranted: emit(({ context }) => ({ type: 'parental.granted' as const, action: context.action })),
    announceCancelled: emit(({ context }) => ({ type: 'parental.cancelled' as const, action: context.action })),
  },
}).createMachine({
  id: 'parentalChallenge',
  initial: 'deciding',
  context: ({ input }) => ({ ...input, error: null, granted: false }),
  states: {
    deciding: {
      always: [{ guard: 'needsChallenge', target: 'asking' }, { target: 'granted' }],
    },
    asking: {
      tags: ['dialog'],
      on: {
        'pin.submit': [
          {
            guard: { type: 'isPinWellFormed', params: ({ event }) => event.pin },
            target: 'checking',
          },
          { actions: 'rejectPinFormat' },
        ],
        'pin.cancel': 'cancelled',
      },
    },
    checking: {
      tags: ['dialog', 'busy'],
      entry: 'clearError',
      invoke: {
        src: 'checkPin',
        // Entered by a well-formed `pin.submit` only.
        input: ({ event }) => {
          assertEvent(event, 'pin.submit');
          return { pin: event.pin };
        },
        onDone: 'granted',
        onError: {
          target: 'asking',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'pin.cancel': 'cancelled' },
    },
    granted: {
      type: 'final',
      entry: ['grant', { type: 'runAction', params: ({ context }) => context.action }, 'announceGranted'],
    },
    cancelled: {
      type: 'final',
      entry: 'announceCancelled',
    },
  },
  output: ({ context }) => ({ granted: context.granted, action: context.action }),
});
