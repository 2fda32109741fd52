import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { HomeItem, HomeRowData } from '../../../../application/home/home-rows.model';
import { errorText } from '../../../shared/i18n/i18n';
import { OWN_SCROLL } from '../../spatial/own-scroll';
import { railWindow } from './rail-window';
import { TvRailEntry, type RailEntry } from './tv-rail-entry';
import type { TvCardContext } from './tv-home-card';
import { TV_CARD_SPACING, TV_RAIL_WIDTH } from './tv-card-sizes';
import { railSection, railViewport, railTrack, railMessage } from './rail-styles';

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

export interface TvRailViewProps {
  /** The rail's place among the screen's rails: its focus keys and what it tells the screen. */
  readonly railIndex: number;
  readonly title: string;
  /** What the rail's cards come from: its messages (loading, failure, empty) follow it. */
  readonly data: HomeRowData;
  /** The rail's places, never empty once it is no longer loading. */
  readonly entries: readonly RailEntry[];
  readonly host: RailHost;
  /** Enter on a place of the rail. */
  readonly onPress: (entry: RailEntry) => void;
  /** Something under a card (watch-next: its remove button). */
  readonly below?: (item: HomeItem, key: string, index: number) => ReactNode;
  /** Extra height `below` takes. */
  readonly belowHeight?: number;
  readonly children?: ReactNode;
}

/** What a drawn place of the rail needs; memoised, so that a focus move re-renders none of the other cards. */
interface RailSlotProps {
  readonly entry: RailEntry;
  readonly index: number;
  readonly left: number;
  readonly context: TvCardContext;
  readonly title: string;
  readonly below: TvRailViewProps['below'];
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
 * A TV rail of places (spec point 2): only the cards around the focus are drawn, so a rail of
 * 400 channels registers about ten focusables; focus moves within the rail with Left and Right,
 * and Left on the first card is left to whatever lies to the left (the menu). A focus move
 * re-renders the rail itself (its window) and the two cards whose focus changed, never the others.
 */
export function TvRailView({
  railIndex,
  title,
  data,
  entries,
  host,
  onPress,
  below,
  belowHeight = 0,
  children,
}: TvRailViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const keys = useMemo(() => entries.map((entry) => entry.key), [entries]);
  const restoreIndex = keys.indexOf(host.restoreKey ?? '');
  const [focused, setFocused] = useState<number | null>(null);
  const at = Math.max(0, Math.min(focused ?? Math.max(0, restoreIndex), entries.length - 1));
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
  const height = Math.max(0, ...entries.map((entry) => entry.box.height)) + belowHeight;
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
  const loading = data.status === 'loading';
  const { onReady } = host;
  const keyList = keys.join('\n');
  useEffect(() => onReady(railIndex, loading ? null : keyList.split('\n')), [onReady, railIndex, loading, keyList]);

  // The cards' callbacks stay the same functions across renders (the memoised cards keep), reading the latest props.
  const latest = useRef({ onPress, onFocused: host.onFocused });
  latest.current = { onPress, onFocused: host.onFocused };
  const press = useCallback((entry: RailEntry) => latest.current.onPress(entry), []);
  const onFocused = useCallback((entry: RailEntry, index: number) => {
    setFocused(index);
    latest.current.onFocused(entry.key, entry.kind === 'item' ? entry.item : undefined);
  }, []);
  return (
    <FocusContext.Provider value={focusKey}>
      <section ref={ref} className={railSection} aria-labelledby={id} aria-busy={loading} {...{ [OWN_SCROLL]: '' }}>
        <h2 id={id}>{title}</h2>
        {loading ? (
          <p className={railMessage} role="status">
            {t('loading')}
          </p>
        ) : null}
        {data.status === 'failure' ? (
          <p className={railMessage} role="alert">
            {t('home_row_error')} {errorText(t, data.error)}
          </p>
        ) : null}
        {data.status === 'success' && data.items.length === 0 ? (
          <p className={railMessage}>{t('home_row_empty')}</p>
        ) : null}
        <div ref={scroller} className={railViewport}>
          <ul className={railTrack} aria-label={title} style={{ width: view.total, height }}>
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
