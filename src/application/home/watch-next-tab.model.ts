import type { LiveEntry } from '../../domain/playback/live';
import { watchNextItems, type WatchNextItem } from '../live/live.model';
import type { HomeRowData } from './home-rows.model';

/** The watch-next tab of the live screen (the home row's "see all"), as both layouts list it. */
export type WatchNextTab =
  | { readonly status: 'loading' }
  | { readonly status: 'failure'; readonly error: unknown }
  | { readonly status: 'empty' }
  | { readonly status: 'success'; readonly items: readonly WatchNextItem[] };

/** The watch-next row's shows with their channel's name, their progress and the one playing; empty without a show. */
export function watchNextTab(
  row: HomeRowData,
  entries: readonly LiveEntry[] | null,
  playingShowId: string | null,
): WatchNextTab {
  if (row.status !== 'success') return row;
  const shows = row.items.flatMap((item) => (item.kind === 'show' ? [item.show] : []));
  return shows.length === 0
    ? { status: 'empty' }
    : { status: 'success', items: watchNextItems(shows, entries, playingShowId) };
}
