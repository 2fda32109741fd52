import { assign, emit, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { moveInLineup } from '../../domain/account/lineup';
import type { GuideApi } from '../../ports/guide.port';
import { notProvided } from '../not-provided';

export interface LineupContext {
  /** The order being edited, channel ids first to last; null while it is the provider's. */
  readonly order: readonly string[] | null;
  /** Moved since the last save. */
  readonly dirty: boolean;
  readonly error: ApiErrorKind | null;
}

export type LineupEvent =
  /** Moves the channel at `from` to `to` in `base` (the order on screen) or in the order being edited. */
  | { type: 'lineup.move'; from: number; to: number; base: readonly string[] }
  | { type: 'lineup.save' }
  | { type: 'lineup.reset' };

type LineupMove = Extract<LineupEvent, { type: 'lineup.move' }>;

/** Emitted when the provider's order changed: every list of channels must read it again. */
export type LineupEmitted = { type: 'lineup.changed' };

const move = { type: 'moveChannel', params: ({ event }: { event: LineupMove }) => event } as const;
const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * The channel lineup editor (spec point 7): moves, then PUT lineup/ with the new order, or
 * DELETE lineup/ back to the provider's order. A refusal keeps the order as edited.
 */
export const lineupMachine = setup({
  types: {} as { context: LineupContext; events: LineupEvent; emitted: LineupEmitted },
  actors: {
    saveLineup: fromPromise<void, { order: readonly string[] }>(async () => notProvided('saveLineup')),
    resetLineup: fromPromise<void>(async () => notProvided('resetLineup')),
  },
  actions: {
    /** The channel moves in the order being edited, or in the order on screen the first time. */
    moveChannel: assign({
      order: ({ context }, move: { from: number; to: number; base: readonly string[] }) =>
        moveInLineup(context.order ?? move.base, move.from, move.to),
      dirty: true,
      error: null,
    }),
    markSaved: assign({ dirty: false, error: null }),
    markReset: assign({ order: null, dirty: false, error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    changed: emit({ type: 'lineup.changed' } as const),
  },
  guards: {
    isDirty: ({ context }) => context.dirty && context.order !== null,
  },
}).createMachine({
  id: 'lineup',
  initial: 'editing',
  context: { order: null, dirty: false, error: null },
  states: {
    editing: {
      on: {
        'lineup.move': { actions: move },
        'lineup.save': { guard: 'isDirty', target: 'saving' },
        'lineup.reset': 'resetting',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveLineup',
        input: ({ context }) => ({ order: context.order ?? [] }),
        onDone: { target: 'saved', actions: ['markSaved', 'changed'] },
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        src: 'resetLineup',
        onDone: { target: 'saved', actions: ['markReset', 'changed'] },
        onError: { target: 'editing', actions: storeFailure },
      },
    },
    saved: {
      tags: ['saved'],
      on: {
        // The error is already null here (both ways in clear it).
        'lineup.move': { target: 'editing', actions: move },
        'lineup.save': { guard: 'isDirty', target: 'saving' },
        'lineup.reset': 'resetting',
      },
    },
  },
});

/** The lineup's I/O over the guide port. */
export function createLineupActors(guideApi: Pick<GuideApi, 'saveLineup' | 'resetLineup'>) {
  return {
    saveLineup: fromPromise<void, { order: readonly string[] }>(({ input }) => guideApi.saveLineup(input.order)),
    resetLineup: fromPromise<void>(() => guideApi.resetLineup()),
  };
}
