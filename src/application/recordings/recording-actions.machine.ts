import { assign, emit, fromPromise, setup } from 'xstate';
import { errorKind, type ApiErrorKind } from '../../domain/errors';
import type { SerieRemoval } from '../../ports/recordings.port';
import { notProvided } from '../not-provided';
import { present } from '../present';

/** One change to the user's recordings (spec point 4). */
export type RecordingCommand =
  | { readonly kind: 'add'; readonly showId: string }
  | { readonly kind: 'remove'; readonly showId: string }
  | { readonly kind: 'archive'; readonly showId: string }
  /** Records a whole series, keeping the latest `retention` episodes (0 keeps all). */
  | { readonly kind: 'addSerie'; readonly serieId: string; readonly retention: number }
  /** Unschedules (scheduler), removes the recorded episodes, or removes all. */
  | { readonly kind: 'removeSerie'; readonly serieId: string; readonly part: SerieRemoval };

type Of<K extends RecordingCommand['kind']> = Extract<RecordingCommand, { kind: K }>;

const isOf = <K extends RecordingCommand['kind']>(command: RecordingCommand | null, kind: K): command is Of<K> =>
  command?.kind === kind;

/** The command a busy state runs: the one remembered on the way in. */
function commandOf<K extends RecordingCommand['kind']>(command: RecordingCommand | null, kind: K): Of<K> {
  if (!isOf(command, kind)) throw new Error(`recordingActions: no ${kind} command in this state`);
  return command;
}

export interface RecordingActionsContext {
  readonly command: RecordingCommand | null;
  /** Why the last command failed; the quota kinds have their own message (spec point 8). */
  readonly error: ApiErrorKind | null;
}

export type RecordingActionsEvent =
  | { type: 'recording.add'; showId: string }
  | { type: 'recording.remove'; showId: string }
  | { type: 'recording.archive'; showId: string }
  | { type: 'recording.addSerie'; serieId: string; retention: number }
  | { type: 'recording.unscheduleSerie'; serieId: string }
  | { type: 'recording.removeSerieEpisodes'; serieId: string }
  | { type: 'recording.removeSerieAll'; serieId: string }
  | { type: 'recording.dismiss' };

/** Told once a command went through, so that the user's extras and quotas are read again. */
export type RecordingActionsEmitted = { type: 'recording.changed'; command: RecordingCommand };

const finish = {
  onDone: { target: '#recordingActions.ready.idle', actions: 'announceChange' },
  onError: {
    target: '#recordingActions.ready.failed',
    actions: { type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  },
} as const;

/**
 * Recording actions (spec point 4): add, remove and archive a show; record a series with a
 * retention, unschedule it, remove its episodes or remove it all. One command runs at a time;
 * a 509 fails with `recording-quota-exceeded` or `archive-quota-exceeded`.
 */
export const recordingActionsMachine = setup({
  types: {} as { context: RecordingActionsContext; events: RecordingActionsEvent; emitted: RecordingActionsEmitted },
  actors: {
    record: fromPromise<void, Of<'add'>>(async () => notProvided('record')),
    removeRecording: fromPromise<void, Of<'remove'>>(async () => notProvided('removeRecording')),
    archive: fromPromise<void, Of<'archive'>>(async () => notProvided('archive')),
    recordSerie: fromPromise<void, Of<'addSerie'>>(async () => notProvided('recordSerie')),
    removeSerie: fromPromise<void, Of<'removeSerie'>>(async () => notProvided('removeSerie')),
  },
  actions: {
    remember: assign((_, command: RecordingCommand) => ({ command, error: null })),
    announceChange: emit(({ context }) => ({
      type: 'recording.changed' as const,
      command: present(context.command, 'recording command'),
    })),
    storeFailure: assign({ error: (_, failure: { error: unknown }) => errorKind(failure.error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'recordingActions',
  initial: 'ready',
  context: { command: null, error: null },
  states: {
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        failed: {
          on: { 'recording.dismiss': { target: 'idle', actions: 'clearError' } },
        },
      },
      on: {
        'recording.add': {
          target: 'recording',
          actions: { type: 'remember', params: ({ event }) => ({ kind: 'add', showId: event.showId }) },
        },
        'recording.remove': {
          target: 'removing',
          actions: { type: 'remember', params: ({ event }) => ({ kind: 'remove', showId: event.showId }) },
        },
        'recording.archive': {
          target: 'archiving',
          actions: { type: 'remember', params: ({ event }) => ({ kind: 'archive', showId: event.showId }) },
        },
        'recording.addSerie': {
          target: 'recordingSerie',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ kind: 'addSerie', serieId: event.serieId, retention: event.retention }),
          },
        },
        'recording.unscheduleSerie': {
          target: 'removingSerie',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ kind: 'removeSerie', serieId: event.serieId, part: 'scheduler' }),
          },
        },
        'recording.removeSerieEpisodes': {
          target: 'removingSerie',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ kind: 'removeSerie', serieId: event.serieId, part: 'episodes' }),
          },
        },
        'recording.removeSerieAll': {
          target: 'removingSerie',
          actions: {
            type: 'remember',
            params: ({ event }) => ({ kind: 'removeSerie', serieId: event.serieId, part: 'all' }),
          },
        },
      },
    },
    recording: {
      tags: ['busy'],
      invoke: { src: 'record', input: ({ context }) => commandOf(context.command, 'add'), ...finish },
    },
    removing: {
      tags: ['busy'],
      invoke: { src: 'removeRecording', input: ({ context }) => commandOf(context.command, 'remove'), ...finish },
    },
    archiving: {
      tags: ['busy'],
      invoke: { src: 'archive', input: ({ context }) => commandOf(context.command, 'archive'), ...finish },
    },
    recordingSerie: {
      tags: ['busy'],
      invoke: { src: 'recordSerie', input: ({ context }) => commandOf(context.command, 'addSerie'), ...finish },
    },
    removingSerie: {
      tags: ['busy'],
      invoke: { src: 'removeSerie', input: ({ context }) => commandOf(context.command, 'removeSerie'), ...finish },
    },
  },
});
