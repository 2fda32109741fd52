import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { VodRailCard } from '../../../../application/vod/vod.model';
import type { Loaded } from '../../../../application/loaded';
import { VodCardContent, VodSeasonCardContent } from '../../../shared/components/card-kinds-content';
import { errorText } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OWN_SCROLL } from '../../spatial/own-scroll';
import { railWindow } from '../home/rail-window';
import { TvCard } from '../home/tv-card';
import { TV_CARD_BOX, TV_CARD_SPACING, TV_RAIL_WIDTH } from '../home/tv-card-sizes';
import { TvLoadFailure } from '../../tv-load-failure';
import { useRetryFocus } from './use-retry-focus';
import { railSection, railViewport, railTrack, railMessage } from '../home/rail-styles';

const BOX = TV_CARD_BOX.vod;

/** What the VOD screen tells each rail and hears back from it. */
export interface VodRailHost {
  /** The card focused last (drawn and focused again when the screen comes back). */
  readonly restoreKey: string | undefined;
  readonly onFocused: (key: string) => void;
  readonly onPress: (card: VodRailCard, key: string) => void;
  /** A rail's focus keys once it is no longer loading, in order (`first`: the screen's first rail). */
  readonly onReady: (railId: string, keys: readonly string[], first: boolean) => void;
}

/** What a rail says while it loads, when its load failed, and when it has no card. */
export interface VodRailTexts {
  readonly loading: string;
  readonly error: string;
  readonly empty: string;
}

/** The focus key of a card of a rail (`railId`: a category's id, or a name without a dash). */
export const vodCardKey = (railId: string, card: VodRailCard) => `vod-${railId}-${card.key}`;

/**
 * One VOD rail of seasons and titles (a category's, or what is available here; spec point 2: the
 * TV's VOD is one screen): only the cards around the focus are drawn, walked with Left and Right.
 */
export function TvVodRail({
  railId,
  title,
  loaded,
  texts,
  first,
  host,
}: {
  railId: string;
  title: string;
  loaded: Loaded<readonly VodRailCard[]>;
  texts: VodRailTexts;
  first: boolean;
  host: VodRailHost;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cards = useMemo(() => (loaded.status === 'success' ? loaded.data : []), [loaded]);
  const keys = useMemo(() => cards.map((card) => vodCardKey(railId, card)), [cards, railId]);
  const [focused, setFocused] = useState<number | null>(null);
  const at = Math.max(0, Math.min(focused ?? keys.indexOf(host.restoreKey ?? ''), cards.length - 1));
  const view = useMemo(
    () =>
      railWindow(
        cards.map(() => BOX.width),
        at,
        TV_RAIL_WIDTH,
        TV_CARD_SPACING,
      ),
    [cards, at],
  );
  const failed = loaded.status === 'failure';
  const retryKey = `${id}-retry`;
  const retryFocus = useRetryFocus(retryKey, failed, keys[0]);
  const { ref, focusKey } = useFocusable({
    focusKey: `vod-rail-${railId}`,
    // A rail with nothing to focus (loading, empty) is passed over: the focus library would
    // otherwise move into it with nothing to focus, and the remote would be stuck there. A failed
    // rail holds its Retry.
    focusable: cards.length > 0 || failed,
    saveLastFocusedChild: true,
    preferredChildFocusKey: failed ? retryKey : keys[view.scrollIndex],
  });
  const scroller = useRef<HTMLDivElement>(null);
  const scrollLeft = view.offsets[view.scrollIndex] ?? 0;
  useLayoutEffect(() => {
    if (scroller.current && scroller.current.scrollLeft !== scrollLeft) scroller.current.scrollLeft = scrollLeft;
  });
  const { onReady } = host;
  const keyList = keys.join('\n');
  const loading = loaded.status === 'loading';
  useEffect(() => {
    if (!loading) onReady(railId, keyList === '' ? [] : keyList.split('\n'), first);
  }, [onReady, railId, loading, keyList, first]);

  return (
    <FocusContext.Provider value={focusKey}>
      <section ref={ref} className={railSection} aria-labelledby={id} aria-busy={loading} {...{ [OWN_SCROLL]: '' }}>
        <h2 id={id}>{title}</h2>
        {loading ? (
          <p className={railMessage} role="status">
            {texts.loading}
          </p>
        ) : null}
        {loaded.status === 'failure' ? (
          <div className={railMessage} {...retryFocus}>
            <TvLoadFailure focusKey={retryKey}>
              {texts.error} {errorText(t, loaded.error)}
            </TvLoadFailure>
          </div>
        ) : null}
        {loaded.status === 'success' && cards.length === 0 ? <p className={railMessage}>{texts.empty}</p> : null}
        <div ref={scroller} className={railViewport}>
          <ul className={railTrack} aria-label={title} style={{ width: view.total, height: BOX.height }}>
            {cards.slice(view.from, view.to).map((card, offset) => {
              const index = view.from + offset;
              const key = keys[index]!;
              return (
                <li key={key} style={{ left: view.offsets[index] ?? 0, width: BOX.width, height: BOX.height }}>
                  <TvCard
                    focusKey={key}
                    onPress={() => host.onPress(card, key)}
                    onFocused={() => {
                      setFocused(index);
                      host.onFocused(key);
                    }}
                  >
                    {card.kind === 'title' ? (
                      <VodCardContent element={card.element} />
                    ) : (
                      <VodSeasonCardContent season={card.season} />
                    )}
                  </TvCard>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </FocusContext.Provider>
  );
}
