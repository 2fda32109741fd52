import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { homeItemPath, seeAllPath } from '../../../../application/navigation/home-links';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { homeRow, type HomeFeed } from '../../../../domain/home/home-feeds';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { overlayNavigation } from '../details/tv-overlay-nav';
import type { RailEntry } from './tv-rail-entry';
import { TvRailView, type RailHost } from './tv-rail-view';
import { TV_CARD_BOX, tvCardKindOf } from './tv-card-sizes';

export type { RailHost } from './tv-rail-view';

export interface TvRailProps {
  readonly feed: HomeFeed;
  readonly row: HomeRowState;
  readonly title: string;
  readonly railIndex: number;
  readonly host: RailHost;
  /** Something under a card (watch-next: its remove button). */
  readonly below?: (item: HomeItem, key: string, index: number) => ReactNode;
  /** Extra height `below` takes. */
  readonly belowHeight?: number;
  readonly children?: ReactNode;
}

export const cardKey = (railIndex: number, itemKey: string) => `rail-${railIndex}-${itemKey}`;

/** A rail's cards of home items, each with its focus key and box. */
export const itemEntries = (items: readonly HomeItem[], railIndex: number): RailEntry[] =>
  items.map((item) => ({
    kind: 'item',
    key: cardKey(railIndex, item.key),
    item,
    box: TV_CARD_BOX[tvCardKindOf(item)],
  }));

/** A rail's places: its first 20 cards (every channel of the channels row), "+N", retry after a failure, and "see all" last. */
export function railEntries(feed: HomeFeed, row: HomeRowState, railIndex: number): RailEntry[] {
  const shown = row.data.status === 'success' ? homeRow(feed.feedId, row.data.items) : null;
  const items = itemEntries(shown?.items ?? [], railIndex);
  const box = items[0]?.box ?? TV_CARD_BOX.category;
  if (shown && shown.more > 0) items.push({ kind: 'more', key: cardKey(railIndex, '+more'), count: shown.more, box });
  if (row.data.status === 'failure')
    items.push({ kind: 'retry', key: cardKey(railIndex, '+retry'), box: TV_CARD_BOX.category });
  items.push({ kind: 'seeAll', key: cardKey(railIndex, '+all'), box: items[0]?.box ?? TV_CARD_BOX.category });
  return items;
}

/** Enter on a home card opens its overlay over the home (or plays a channel, or opens its screen). */
export function useOpenHomeItem(): (item: HomeItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (item: HomeItem) => void navigate(homeItemPath(item, { variant: 'tv', screen: '/home' }), overlayNavigation),
    [navigate],
  );
}

/**
 * One home row as a TV rail (spec point 2): its cards, "+N" after 20, retry when it failed,
 * and "see all" last.
 */
export function TvRail({ feed, row, title, railIndex, host, below, belowHeight, children }: TvRailProps) {
  const navigate = useNavigate();
  const open = useOpenHomeItem();
  const entries = useMemo(() => railEntries(feed, row, railIndex), [feed, row.data, railIndex]); // eslint-disable-line react-hooks/exhaustive-deps -- the row's data, not each render's object
  const latest = useRef({ feed, row });
  latest.current = { feed, row };
  const press = useCallback(
    (entry: RailEntry) => {
      if (entry.kind === 'item') open(entry.item);
      else if (entry.kind === 'retry') latest.current.row.retry();
      else void navigate(seeAllPath(latest.current.feed, 'tv'));
    },
    [open, navigate],
  );
  return (
    <TvRailView
      railIndex={railIndex}
      title={title}
      data={row.data}
      entries={entries}
      host={host}
      onPress={press}
      below={below}
      belowHeight={belowHeight}
    >
      {children}
    </TvRailView>
  );
}
