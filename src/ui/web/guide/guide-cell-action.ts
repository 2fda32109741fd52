import type { ShowFlags } from '../../../domain/show-flags';

/** What a cell offers besides opening the show: play it live, replay it, record it, or say it is recorded. */
export type CellAction = 'watch' | 'replay' | 'record' | 'recorded' | null;

/**
 * The one action a cell has room for, read from the domain's flags (the overlay lists them
 * all): what plays comes first, then recording, then the recorded state.
 */
export function cellAction(flags: Pick<ShowFlags, 'isCurrent' | 'isEnded' | 'isPlayable' | 'isRecordable' | 'isRecorded'>): CellAction {
  if (flags.isPlayable && flags.isCurrent) return 'watch';
  if (flags.isPlayable && flags.isEnded) return 'replay';
  if (flags.isRecordable) return 'record';
  if (flags.isRecorded) return 'recorded';
  return null;
}
