import { useCallback, useEffect, useMemo } from 'react';
import { useHomeCarousel } from '../../../shared/hooks/use-home-carousel';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { itemEntries, useOpenHomeItem } from './tv-rail';
import type { RailEntry } from './tv-rail-entry';
import { TvRailView, type RailHost } from './tv-rail-view';

/**
 * The home carousel's shows on air as a TV rail (GET epgcarousel): Enter opens a show's overlay,
 * as the live rail's cards do. No rail while it loads, when it failed or when no highlighted show
 * is on air: the screen then hears that it has no cards, so the focus never waits for it. When
 * the focused card's show ends, the focus library gives the focus to the card that took its place
 * (to the first rail when none is left).
 */
export function TvCarouselRail({ railIndex, host }: { railIndex: number; host: RailHost }) {
  const { t } = useTranslation();
  const { slides } = useHomeCarousel();
  const open = useOpenHomeItem();
  const items = slides.status === 'shown' ? slides.items : null;
  const entries = useMemo(() => itemEntries(items ?? [], railIndex), [items, railIndex]);
  const absent = slides.status === 'failure' || slides.status === 'empty';
  const { onReady } = host;
  useEffect(() => {
    if (absent) onReady(railIndex, []);
  }, [absent, onReady, railIndex]);

  const press = useCallback((entry: RailEntry) => void (entry.kind === 'item' && open(entry.item)), [open]);
  if (items === null) return null;
  return (
    <TvRailView
      railIndex={railIndex}
      title={t('home_carousel_title')}
      data={{ status: 'success', items }}
      entries={entries}
      host={host}
      onPress={press}
    />
  );
}
