import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css } from '@linaria/core';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { homeItemPath, seeAllPath } from '../../../../application/navigation/home-links';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { homeRow, type HomeFeed } from '../../../../domain/home/home-feeds';
import type { HomeRowState } from '../../../shared/hooks/use-home-rows';
import { errorText } from '../../../shared/i18n/i18n';
import { overlayNavigation } from '../details/tv-overlay-nav';
import { OWN_SCROLL } from '../../spatial/own-scroll';
import { railWindow } from './rail-window';
import { TvRailEntry, type RailEntry } from './tv-rail-entry';
import type { TvCardContext } from './tv-home-card';
import { TV_CARD_BOX, TV_CARD_SPACING, TV_RAIL_WIDTH, tvCardKindOf } from './tv-card-sizes';

const section = css`
  margin: 0 0 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 2rem;
  }
`;
const viewport = css`
  position: relative;
  overflow: hidden;
  margin: 0 -20px;
`;
const track = css`
  position: relative;
  list-style: none;
  margin: 20px;
  padding: 0;
  & > li {
    position: absolute;
    top: 0;
  }
`;
const message = css`
  font-size: 1.6rem;
  color: var(--color-text-muted);
  margin: 8px 0;
`;

/** What the screen tells each rail and hears back from it. */
export interface RailHost {
  readonly context: TvCardContext;
  /** The card focused last on this screen (to draw it and focus it again). */
  readonly restoreKey: string | undefined;
  /** A card got the focus: its key, and its home item (none for "+N", retry, see-all or a remove button). */
  readonly onFocused: (key: string, item?: HomeItem) => void;
  /** Says which cards a rail has once it is no longer loading (null while it loads). */
  readonly onReady: (railIndex: number, keys: readonly string[] | null) => void;
}

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

/** A rail's places: its first 20 cards (every channel of the channels row), "+N", retry after a failure, and "see all" last. */
export function railEntries(feed: HomeFeed, row: HomeRowState, railIndex: number): RailEntry[] {
  const shown = row.data.status === 'success' ? homeRow(feed.feedId, row.data.items) : null;
  const items: RailEntry[] = (shown?.items ?? []).map((item) => ({
    kind: 'item',
    key: cardKey(railIndex, item.key),
    item,
    box: TV_CARD_BOX[tvCardKindOf(item)],
  }));
  const box = items[0]?.box ?? TV_CARD_BOX.category;
  if (shown && shown.more > 0) items.push({ kind: 'more', key: cardKey(railIndex, '+more'), count: shown.more, box });
  if (row.data.status === 'failure')
    items.push({ kind: 'retry', key: cardKey(railIndex, '+retry'), box: TV_CARD_BOX.category });
  items.push({ kind: 'seeAll', key: cardKey(railIndex, '+all'), box: items[0]?.box ?? TV_CARD_BOX.category });
  return items;
}

/** What a drawn place of the rail needs; memoised, so that a focus move re-renders none of the other cards. */
interface RailSlotProps {
  readonly entry: RailEntry;
  readonly index: number;
  readonly left: number;
  readonly context: TvCardContext;
  readonly title: string;
  readonly below: TvRailProps['below'];
  readonly onPress: (entry: RailEntry) => void;
  readonly onFocused: (entry: RailEntry, index: number) => void;
}

const RailSlot = memo(function RailSlot({
  entry,
  index,
  left,
  context,
  title,
  below,
  onPress,
  onFocused,
}: RailSlotProps) {
  return (
    <li style={{ left, width: entry.box.width }}>
      <TvRailEntry
        entry={entry}
        context={context}
        title={title}
        onPress={() => onPress(entry)}
        onFocused={() => onFocused(entry, index)}
      />
      {entry.kind === 'item' && below ? below(entry.item, entry.key, index) : null}
    </li>
  );
});

/**
 * One home row as a TV rail (spec point 2): its cards, "+N" after 20, retry when it failed,
 * and "see all" last. Only the cards around the focus are drawn, so a rail of 400 channels
 * registers about ten focusables; focus moves within the rail with Left and Right, and Left
 * on the first card is left to whatever lies to the left (the menu). A focus move re-renders
 * the rail itself (its window) and the two cards whose focus changed, never the others.
 */
export function TvRail({ feed, row, title, railIndex, host, below, belowHeight = 0, children }: TvRailProps) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const entries = useMemo(() => railEntries(feed, row, railIndex), [feed, row.data, railIndex]); // eslint-disable-line react-hooks/exhaustive-deps -- the row's data, not each render's object
  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const restoreIndex = keys.indexOf(host.restoreKey ?? '');
  const [focused, setFocused] = useState<number | null>(null);
  const at = Math.min(focused ?? Math.max(0, restoreIndex), entries.length - 1);
  const view = useMemo(
    () =>
      railWindow(
        entries.map((entry) => entry.box.width),
        at,
        TV_RAIL_WIDTH,
        TV_CARD_SPACING,
      ),
    [entries, at],
  );
  const height = Math.max(...entries.map((entry) => entry.box.height)) + belowHeight;
  const { ref, focusKey } = useFocusable({
    focusKey: `rail-${railIndex}`,
    saveLastFocusedChild: true,
    preferredChildFocusKey: keys[view.scrollIndex],
  });
  const scroller = useRef<HTMLDivElement>(null);
  const scrollLeft = view.offsets[view.scrollIndex] ?? 0;
  useLayoutEffect(() => {
    // Written only when the rail's place differs from the element's (the browser may have scrolled it to a focused card).
    if (scroller.current && scroller.current.scrollLeft !== scrollLeft) scroller.current.scrollLeft = scrollLeft;
  });
  const loading = row.data.status === 'loading';
  const { onReady } = host;
  const keyList = keys.join('\n');
  useEffect(() => onReady(railIndex, loading ? null : keyList.split('\n')), [onReady, railIndex, loading, keyList]);

  // The cards' callbacks stay the same functions across renders (the memoised cards keep), reading the latest props.
  const latest = useRef({ feed, row, navigate, onFocused: host.onFocused });
  latest.current = { feed, row, navigate, onFocused: host.onFocused };
  const press = useCallback((entry: RailEntry) => {
    const { feed: current, row: state, navigate: go } = latest.current;
    if (entry.kind === 'item') void go(homeItemPath(entry.item, { variant: 'tv', screen: '/home' }), overlayNavigation);
    else if (entry.kind === 'retry') state.retry();
    else void go(seeAllPath(current, 'tv'));
  }, []);
  const onFocused = useCallback((entry: RailEntry, index: number) => {
    setFocused(index);
    latest.current.onFocused(entry.key, entry.kind === 'item' ? entry.item : undefined);
  }, []);
  return (
    <FocusContext.Provider value={focusKey}>
      <section ref={ref} className={section} aria-labelledby={id} aria-busy={loading} {...{ [OWN_SCROLL]: '' }}>
        <h2 id={id}>{title}</h2>
        {loading ? (
          <p className={message} role="status">
            {t('loading')}
          </p>
        ) : null}
        {row.data.status === 'failure' ? (
          <p className={message} role="alert">
            {t('home_row_error')} {errorText(t, row.data.error)}
          </p>
        ) : null}
        {row.data.status === 'success' && row.data.items.length === 0 ? (
          <p className={message}>{t('home_row_empty')}</p>
        ) : null}
        <div ref={scroller} className={viewport}>
          <ul className={track} aria-label={title} style={{ width: view.total, height }}>
            {entries.slice(view.from, view.to).map((entry, offset) => (
              <RailSlot
                key={entry.key}
                entry={entry}
                index={view.from + offset}
                left={view.offsets[view.from + offset] ?? 0}
                context={host.context}
                title={title}
                below={below}
                onPress={press}
                onFocused={onFocused}
              />
            ))}
          </ul>
        </div>
        {children}
      </section>
    </FocusContext.Provider>
  );
}
