import type { ShowFlags } from './show-flags';

/** What a user can do with a show (spec points 3 and 6), named by what it does. */
export type ShowAction =
  'watch' | 'replay' | 'startover' | 'record' | 'recordSerie' | 'archive' | 'removeRecording' | 'download';

/** What a show already is for the user, said next to its actions. */
export type ShowState = 'recorded' | 'archived' | 'serieRecorded';

type Flags = Pick<
  ShowFlags,
  | 'isCurrent'
  | 'isEnded'
  | 'isPlayable'
  | 'isStartoverable'
  | 'isRecordable'
  | 'isSeriesRecordable'
  | 'isArchiveable'
  | 'isRecorded'
  | 'isDownloadable'
  | 'isArchived'
  | 'isSeriesRecorded'
>;

/** Every action and the flags that allow it, in the order a details view lists them: playing first. */
const ACTION_RULES: readonly (readonly [ShowAction, (flags: Flags) => boolean])[] = [
  ['watch', (flags) => flags.isPlayable && flags.isCurrent],
  ['replay', (flags) => flags.isPlayable && flags.isEnded],
  ['startover', (flags) => flags.isStartoverable],
  ['record', (flags) => flags.isRecordable],
  ['recordSerie', (flags) => flags.isSeriesRecordable],
  ['archive', (flags) => flags.isArchiveable],
  ['removeRecording', (flags) => flags.isRecorded],
  ['download', (flags) => flags.isDownloadable],
];

/** The actions the flags allow, in order. */
export function showActions(flags: Flags): ShowAction[] {
  return ACTION_RULES.filter(([, allowed]) => allowed(flags)).map(([action]) => action);
}

/** What the show is for the user: recorded, archived, its series recorded. */
export function showStates(flags: Pick<ShowFlags, 'isRecorded' | 'isArchived' | 'isSeriesRecorded'>): ShowState[] {
  const states: [ShowState, boolean][] = [
    ['recorded', flags.isRecorded],
    ['archived', flags.isArchived],
    ['serieRecorded', flags.isSeriesRecorded],
  ];
  return states.filter(([, on]) => on).map(([state]) => state);
}

/** What a guide cell offers besides opening the show: the one action it has room for. */
export type CellAction = 'watch' | 'replay' | 'record' | 'recorded' | null;

/**
 * The one action a guide cell has room for (the details view lists them all): what plays comes
 * first, then recording, then the recorded state.
 */
export function cellAction(
  flags: Pick<ShowFlags, 'isCurrent' | 'isEnded' | 'isPlayable' | 'isRecordable' | 'isRecorded'>,
): CellAction {
  if (flags.isPlayable && flags.isCurrent) return 'watch';
  if (flags.isPlayable && flags.isEnded) return 'replay';
  if (flags.isRecordable) return 'record';
  if (flags.isRecorded) return 'recorded';
  return null;
}
