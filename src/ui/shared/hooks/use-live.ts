import { useMemo } from 'react';
import { loadedOf } from '../../../application/loaded';
import type { LiveList } from '../../../application/live/live.model';
import { isChannelListed } from '../../../domain/account/local-preferences';
import { liveEntries, type LiveEntry } from '../../../domain/playback/live';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { usePreferences } from './use-preferences';
import { useResource } from './use-resource';

/**
 * `showsPending`: the programmes on now are still on their way (the channels came first), so the
 * entries hold the room of a programme rather than saying there is none. `showsError`: why they
 * failed to load (null when they did, or while they load); the list shows without them.
 */
export type LiveChannels =
  | { status: 'loading' }
  | { status: 'failure'; error: unknown }
  | { status: 'success'; entries: LiveEntry[]; showsPending: boolean; showsError: unknown };

/**
 * The channels of a tab in lineup order with their current and next shows; with "playable
 * channels only" on, without those the account cannot play (the live list, the mini-guide, zapping).
 */
export function useLive(tab: LiveList = 'normal'): LiveChannels {
  const guide = useService<GuideApi>(GUIDE_API);
  const channels = useResource(tab === 'fast' ? 'fast-channels' : 'channels', () =>
    tab === 'fast' ? guide.fastChannels() : guide.channels(),
  );
  const shows = useResource('epglive', () => guide.liveShows());
  const { playableChannelsOnly } = usePreferences().preferences;
  // The same entries while the data and the preference are the same, so that lists re-render only what changed.
  const entries = useMemo(
    () =>
      channels?.data === undefined
        ? null
        : liveEntries(
            channels.data.filter((channel) => isChannelListed(channel, { playableChannelsOnly })),
            shows?.data ?? new Map(),
          ),
    [channels?.data, shows?.data, playableChannelsOnly],
  );
  if (channels?.status === 'failure') return { status: 'failure', error: channels.error };
  // The list shows without programme titles rather than not at all when only the live EPG fails.
  // Once titles were shown, a failed refresh keeps them quietly; without any, the failure is said.
  const showsError = shows?.status === 'failure' && shows.data === undefined ? (shows.error ?? null) : null;
  const showsPending = loadedOf(shows).status === 'loading';
  return entries === null ? { status: 'loading' } : { status: 'success', entries, showsPending, showsError };
}
