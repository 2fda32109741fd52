import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showItems } from '../../../../application/home/home-rows.model';
import { homeItemPath, suggestionCategoryPath } from '../../../../application/navigation/home-links';
import type { Loaded } from '../../../../application/loaded';
import type { Show } from '../../../../domain/shows/show';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { railWindow } from '../home/rail-window';
import { TV_CARD_BOX, TV_CARD_SPACING, TV_RAIL_WIDTH } from '../home/tv-card-sizes';
import { TvRailEntry, type RailEntry } from '../home/tv-rail-entry';
import type { TvCardContext } from '../home/tv-home-card';
import type { TvListScreen } from './use-tv-list-screen';
import { railViewport, railTrack } from '../home/rail-styles';

const BOX = TV_CARD_BOX.show;

/** A category rail's places: its shows (on now, then to replay, at most 20), "+N", and "see all" last. */
export function suggestionEntries(categoryId: number, row: { readonly items: Show[]; readonly more: number }) {
  const key = (item: string) => `suggestion-${categoryId}-${item}`;
  const entries: RailEntry[] = showItems(row.items).map((item) => ({
    kind: 'item',
    key: key(item.key),
    item,
    box: BOX,
  }));
  if (row.more > 0) entries.push({ kind: 'more', key: key('+more'), count: row.more, box: BOX });
  entries.push({ kind: 'seeAll', key: key('+all'), box: BOX });
  return entries;
}

/**
 * One suggestion category as a TV rail (as the home's): only the cards around the focus are
 * drawn; a show opens its overlay over /suggestions, "+N" and "see all" open the category.
 */
export function TvSuggestionRail({
  categoryId,
  title,
  row,
  context,
  screen,
  first,
}: {
  categoryId: number;
  title: string;
  row: Loaded<{ readonly items: Show[]; readonly more: number }>;
  context: TvCardContext;
  screen: TvListScreen;
  /** Whether this is the screen's first rail (its first card takes the focus on a first visit). */
  first: boolean;
}) {
  const navigate = useNavigate();
  const entries = useMemo(
    () => (row.status === 'success' ? suggestionEntries(categoryId, row.data) : []),
    [categoryId, row],
  );
  const restoreIndex = entries.findIndex((entry) => entry.key === screen.restored);
  const [focused, setFocused] = useState<number | null>(null);
  const at = Math.min(focused ?? Math.max(0, restoreIndex), entries.length - 1);
  const view = useMemo(
    () =>
      railWindow(
        entries.map((entry) => entry.box.width),
        Math.max(at, 0),
        TV_RAIL_WIDTH,
        TV_CARD_SPACING,
      ),
    [entries, at],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const scrollLeft = view.offsets[view.scrollIndex] ?? 0;
  useLayoutEffect(() => {
    if (scroller.current && scroller.current.scrollLeft !== scrollLeft) scroller.current.scrollLeft = scrollLeft;
  });
  const press = (entry: RailEntry) => {
    if (entry.kind === 'item')
      void navigate(homeItemPath(entry.item, { variant: 'tv', screen: '/suggestions' }), overlayNavigation);
    else void navigate(suggestionCategoryPath(categoryId));
  };
  if (entries.length === 0) return null;
  return (
    <div ref={scroller} className={railViewport}>
      <ul className={railTrack} aria-label={title} style={{ width: view.total, height: BOX.height }}>
        {entries.slice(view.from, view.to).map((entry, offset) => {
          const index = view.from + offset;
          return (
            <li key={entry.key} style={{ left: view.offsets[index] ?? 0, width: entry.box.width }}>
              <TvRailEntry
                entry={entry}
                context={context}
                title={title}
                autoFocus={screen.takesFocus(entry.key, first && index === 0)}
                onPress={() => press(entry)}
                onFocused={() => (screen.remember(entry.key), setFocused(index))}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
