import type { Channel } from '../guide/channel';
import type { ShowFlags } from '../shows/show-flags';

/** Why a show cannot be downloaded (spec point 6: recorded or recordable, channel not encrypted). */
export type DownloadRefusal = 'not-subscriber' | 'encrypted' | 'not-recordable' | 'not-ended';

/** What the download screen may do with a show. */
export type DownloadPlan =
  | { readonly kind: 'download' }
  /** Recordable but not recorded: recorded first, then downloaded (the address is a recording's). */
  | { readonly kind: 'record-first' }
  | { readonly kind: 'refused'; readonly reason: DownloadRefusal };

/**
 * Downloads need a subscriber, a channel that is not encrypted and a show that is recorded or
 * recordable (spec point 6); only a whole show is stored, so it must have ended.
 */
export function downloadPlan(
  channel: Pick<Channel, 'encrypted'>,
  flags: Pick<ShowFlags, 'isRecorded' | 'isRecordable' | 'isEnded'>,
  subscriber: boolean,
): DownloadPlan {
  const refused = (reason: DownloadRefusal): DownloadPlan => ({ kind: 'refused', reason });
  if (!subscriber) return refused('not-subscriber');
  if (channel.encrypted) return refused('encrypted');
  if (!flags.isRecorded && !flags.isRecordable) return refused('not-recordable');
  if (!flags.isEnded) return refused('not-ended');
  return flags.isRecorded ? { kind: 'download' } : { kind: 'record-first' };
}

/** A size in bytes as megabytes with one decimal, for the list of downloads. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 100_000) / 10;
}

/** Whether this device can store shows: its engine's offline storage, and room enough in it. */
export type OfflineSupport = 'supported' | 'unsupported' | 'no-room';

/**
 * The free room below which the download screen says so rather than start a download bound to
 * fail midway: about one hour at the lowest rendition (spec silent; our figure).
 */
export const OFFLINE_MIN_FREE_BYTES = 200 * 1024 * 1024;

/** What the browser's storage estimate tells (`navigator.storage.estimate()`, absent on some TVs). */
export interface StorageRoom {
  readonly quota?: number;
  readonly usage?: number;
}

/**
 * A TV engine may have no offline storage, or too little room in it (issue 36 item 5): either is
 * said before anything is downloaded. An engine that cannot tell its room may try.
 */
export function offlineSupport(engine: boolean, room: StorageRoom | null): OfflineSupport {
  if (!engine) return 'unsupported';
  if (room?.quota === undefined) return 'supported';
  return room.quota - (room.usage ?? 0) < OFFLINE_MIN_FREE_BYTES ? 'no-room' : 'supported';
}
