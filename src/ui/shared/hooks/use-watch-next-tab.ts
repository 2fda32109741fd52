import { watchNextTab, type WatchNextTab } from '../../../application/home/watch-next-tab.model';
import { FEED } from '../../../domain/home/home-feeds';
import type { LiveEntry } from '../../../domain/playback/live';
import { useWatchNextRow } from './use-home-rows';

const WATCH_NEXT = { feedId: FEED.watchNext, position: 0 } as const;

/** The watch-next tab of the live screen: the home row's shows, read under the row's keys, as both layouts list them. */
export function useWatchNextTab(entries: readonly LiveEntry[] | null, playingShowId: string | null): WatchNextTab {
  const { data } = useWatchNextRow(WATCH_NEXT);
  return watchNextTab(data, entries, playingShowId);
}
