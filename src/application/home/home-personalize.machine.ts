import { assign, emit, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import { homeFeedsOf, type PersonalizeEntry } from '../../domain/home/home-personalize';
import { DEFAULT_HOME_FEEDS, type HomeFeed } from '../../domain/home/home-feeds';
import { moveInLineup } from '../../domain/account/lineup';
import type { UsageApi } from '../../ports/usage.port';
import { notProvided } from '../not-provided';

export interface HomePersonalizeContext {
  /** The list being edited; null while it is the saved config's. */
  readonly entries: readonly PersonalizeEntry[] | null;
  readonly dirty: boolean;
  readonly error: ApiErrorKind | null;
}

/** Every change names the list on screen (`base`) the first time the user edits it. */
export type HomePersonalizeEvent =
  | { type: 'personalize.toggle'; index: number; base: readonly PersonalizeEntry[] }
  | { type: 'personalize.move'; from: number; to: number; base: readonly PersonalizeEntry[] }
  | { type: 'personalize.arg'; index: number; arg: number | undefined; base: readonly PersonalizeEntry[] }
  | { type: 'personalize.defaults'; entries: readonly PersonalizeEntry[] }
  | { type: 'personalize.save' };

/** Emitted once the backup config holds the new rows: the home page reads it again. */
export type HomePersonalizeEmitted = { type: 'personalize.saved' };

/** What an edit event carries, without its type. */
type Edit<T extends HomePersonalizeEvent['type']> = Omit<Extract<HomePersonalizeEvent, { type: T }>, 'type'>;

const storeFailure = {
  type: 'storeFailure',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * Home personalisation (spec points 3 and 9): show, hide, reorder rows and choose the replay
 * category, then save them in the backup config; a reset puts spec point 9's defaults back.
 * A refusal keeps the list as edited.
 */
export const homePersonalizeMachine = setup({
  types: {} as { context: HomePersonalizeContext; events: HomePersonalizeEvent; emitted: HomePersonalizeEmitted },
  actors: {
    saveFeeds: fromPromise<void, { feeds: readonly HomeFeed[] }>(async () => notProvided('saveFeeds')),
  },
  guards: {
    canSave: ({ context }) => context.entries !== null && context.dirty,
  },
  actions: {
    toggleEntry: assign(({ context }, change: Edit<'personalize.toggle'>) => ({
      entries: (context.entries ?? change.base).map((entry, index) =>
        index === change.index ? { ...entry, shown: !entry.shown } : entry,
      ),
      dirty: true,
      error: null,
    })),
    moveEntry: assign(({ context }, move: Edit<'personalize.move'>) => ({
      entries: moveInLineup(context.entries ?? move.base, move.from, move.to),
      dirty: true,
      error: null,
    })),
    setArg: assign(({ context }, change: Edit<'personalize.arg'>) => ({
      entries: (context.entries ?? change.base).map((entry, index) => {
        if (index !== change.index) return entry;
        const { arg: _previous, ...rest } = entry;
        return change.arg === undefined ? rest : { ...rest, arg: change.arg };
      }),
      dirty: true,
      error: null,
    })),
    restoreDefaults: assign((_, entries: readonly PersonalizeEntry[]) => ({
      entries: [...entries],
      dirty: true,
      error: null,
    })),
    markSaved: assign({ dirty: false, error: null }),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    saved: emit({ type: 'personalize.saved' } as const),
  },
}).createMachine({
  id: 'homePersonalize',
  initial: 'editing',
  context: { entries: null, dirty: false, error: null },
  states: {
    editing: {
      on: {
        'personalize.toggle': { actions: { type: 'toggleEntry', params: ({ event }) => event } },
        'personalize.move': { actions: { type: 'moveEntry', params: ({ event }) => event } },
        'personalize.arg': { actions: { type: 'setArg', params: ({ event }) => event } },
        'personalize.defaults': { actions: { type: 'restoreDefaults', params: ({ event }) => event.entries } },
        'personalize.save': { guard: 'canSave', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveFeeds',
        input: ({ context }) => ({ feeds: homeFeedsOf(context.entries ?? []) }),
        onDone: { target: 'editing', actions: ['markSaved', 'saved'] },
        onError: { target: 'editing', actions: storeFailure },
      },
    },
  },
});

/** Saves the rows into the backup config, keeping its other settings (the followed people). */
export function createHomePersonalizeActors(usageApi: Pick<UsageApi, 'backupConfig' | 'saveBackupConfig'>) {
  return {
    saveFeeds: fromPromise<void, { feeds: readonly HomeFeed[] }>(async ({ input }) => {
      const current = (await usageApi.backupConfig()) ?? { people: [], homeFeeds: DEFAULT_HOME_FEEDS };
      await usageApi.saveBackupConfig({ ...current, homeFeeds: input.feeds });
    }),
  };
}
