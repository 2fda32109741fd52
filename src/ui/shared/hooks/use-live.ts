import { sortByNumber } from '../../../domain/channel';
import { liveEntries, type LiveEntry } from '../../../domain/live';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useResource } from './use-resource';

export type LiveList = { status: 'loading' } | { status: 'failure'; error: unknown } | { status: 'success'; entries: LiveEntry[] };

/** Which channels a live list shows: the subscriber's lineup, or the extra FAST channels. */
export type LiveTab = 'normal' | 'fast';

/** The channels of a tab in lineup order with their current and next shows. */
export function useLive(tab: LiveTab = 'normal'): LiveList {
  const guide = useService<GuideApi>(GUIDE_API);
  const channels = useResource(tab === 'fast' ? 'fast-channels' : 'channels', () => (tab === 'fast' ? guide.fastChannels() : guide.channels()));
  const shows = useResource('epglive', () => guide.liveShows());
  if (channels?.status === 'failure') return { status: 'failure', error: channels.error };
  if (channels?.data === undefined) return { status: 'loading' };
  // The list shows without programme titles rather than not at all when only the live EPG fails.
  return { status: 'success', entries: liveEntries(sortByNumber(channels.data), shows?.data ?? new Map()) };
}
