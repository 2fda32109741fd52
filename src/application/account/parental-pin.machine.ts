import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { validateNewPin, type PinError } from '../../domain/account/parental';
import { notProvided } from '../not-provided';

/** A first PIN, or a new PIN that needs the current one. */
export type PinChange =
  | { readonly kind: 'create'; readonly pin: string; readonly level: number }
  | { readonly kind: 'update'; readonly oldPin: string; readonly pin: string; readonly level: number };

export interface ParentalPinContext {
  /** `pin_format`, `pin_mismatch` ("Les codes saisis ne sont pas identiques.") or a call failure (`wrong-pin` for the old PIN). */
  readonly error: PinError | ApiErrorKind | null;
}

export type ParentalPinEvent =
  | { type: 'pin.create'; pin: string; confirmation: string; level: number }
  | { type: 'pin.update'; oldPin: string; pin: string; confirmation: string; level: number }
  | { type: 'pin.reset' };

type Submit = Extract<ParentalPinEvent, { type: 'pin.create' | 'pin.update' }>;

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Parental PIN creation and update (spec points 4 and 5): the new PIN must be 4 digits and equal
 * to its confirmation before it is sent; an update also needs the current PIN.
 */
export const parentalPinMachine = setup({
  types: {} as { context: ParentalPinContext; events: ParentalPinEvent },
  actors: {
    createPin: fromPromise<void, Extract<PinChange, { kind: 'create' }>>(async () => notProvided('createPin')),
    updatePin: fromPromise<void, Extract<PinChange, { kind: 'update' }>>(async () => notProvided('updatePin')),
  },
  guards: {
    isNewPinValid: (_, event: Submit) => validateNewPin(event.pin, event.confirmation) === null,
  },
  actions: {
    rejectNewPin: assign({ error: (_, event: Submit) => validateNewPin(event.pin, event.confirmation) }),
    clearError: assign({ error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
  },
}).createMachine({
  id: 'parentalPin',
  initial: 'editing',
  context: { error: null },
  states: {
    editing: {
      on: {
        'pin.create': [
          { guard: { type: 'isNewPinValid', params: ({ event }) => event }, target: 'creating' },
          { actions: { type: 'rejectNewPin', params: ({ event }) => event } },
        ],
        'pin.update': [
          { guard: { type: 'isNewPinValid', params: ({ event }) => event }, target: 'updating' },
          { actions: { type: 'rejectNewPin', params: ({ event }) => event } },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'createPin',
        // Entered by a valid `pin.create` only.
        input: ({ event }) => {
          assertEvent(event, 'pin.create');
          return { kind: 'create' as const, pin: event.pin, level: event.level };
        },
        onDone: 'saved',
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    updating: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'updatePin',
        // Entered by a valid `pin.update` only.
        input: ({ event }) => {
          assertEvent(event, 'pin.update');
          return { kind: 'update' as const, oldPin: event.oldPin, pin: event.pin, level: event.level };
        },
        onDone: 'saved',
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    saved: {
      on: { 'pin.reset': { target: 'editing', actions: 'clearError' } },
    },
  },
});
