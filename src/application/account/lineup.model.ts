import type { SnapshotFrom } from 'xstate';
import type { Channel } from '../../domain/guide/channel';
import type { ApiErrorKind } from '../../domain/errors';
import type { LineupEvent, lineupMachine } from './lineup.machine';

/** One channel of the lineup editor, with the moves it allows. */
export interface LineupItem {
  readonly channel: Channel;
  readonly position: number;
  /** Null for the first channel. */
  readonly upEvent: LineupEvent | null;
  /** Null for the last channel. */
  readonly downEvent: LineupEvent | null;
}

/** What /lineup shows and can do. */
export interface LineupModel {
  readonly items: readonly LineupItem[];
  readonly busy: boolean;
  /** Saved or reset, and nothing moved since. */
  readonly saved: boolean;
  readonly dirty: boolean;
  readonly error: ApiErrorKind | null;
  readonly moveEvent: (from: number, to: number) => LineupEvent;
  readonly saveEvent: LineupEvent;
  readonly resetEvent: LineupEvent;
}

type LineupSnapshot = Pick<SnapshotFrom<typeof lineupMachine>, 'hasTag' | 'context'>;

/**
 * The channels in the order being edited (the provider's while untouched); channels the edited
 * order does not know (the list changed meanwhile) come last, in the provider's order.
 */
function ordered(channels: readonly Channel[], order: readonly string[] | null): Channel[] {
  if (order === null) return [...channels];
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const known = order.flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(order);
  return [...known, ...channels.filter((channel) => !listed.has(channel.id))];
}

/** Connects the lineup machine and the provider's channels to the editor. */
export function connectLineup(snapshot: LineupSnapshot, channels: readonly Channel[]): LineupModel {
  const list = ordered(channels, snapshot.context.order);
  const base = list.map((channel) => channel.id);
  const moveEvent = (from: number, to: number): LineupEvent => ({ type: 'lineup.move', from, to, base });
  return {
    items: list.map((channel, position) => ({
      channel,
      position,
      upEvent: position > 0 ? moveEvent(position, position - 1) : null,
      downEvent: position < list.length - 1 ? moveEvent(position, position + 1) : null,
    })),
    busy: snapshot.hasTag('busy'),
    saved: snapshot.hasTag('saved'),
    dirty: snapshot.context.dirty,
    error: snapshot.context.error,
    moveEvent,
    saveEvent: { type: 'lineup.save' },
    resetEvent: { type: 'lineup.reset' },
  };
}
