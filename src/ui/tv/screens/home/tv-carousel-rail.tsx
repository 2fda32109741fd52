import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { HomeItem } from '../../../../application/home/home-rows.model';
import { useHomeCarousel } from '../../../shared/hooks/use-home-carousel';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { itemEntries, useOpenHomeItem } from './tv-rail';
import type { RailEntry } from './tv-rail-entry';
import { TvRailView, type RailHost } from './tv-rail-view';

/**
 * The home carousel's shows on air as a TV rail (GET epgcarousel): Enter opens a show's overlay,
 * as the live rail's cards do. No rail while it loads, when it failed or when no highlighted show
 * is on air: the screen then hears that it has no cards, so the focus never waits for it. When
 * the focused card's show ends, the focus goes to the card that took its place (the first rail
 * when none is left), never to nothing.
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

  const focused = useRef<{ key: string; index: number } | null>(null);
  const railHost = useMemo<RailHost>(
    () => ({
      ...host,
      onFocused: (key: string, item?: HomeItem) => {
        focused.current = { key, index: entries.findIndex((entry) => entry.key === key) };
        host.onFocused(key, item);
      },
    }),
    [host, entries],
  );
  useEffect(() => {
    const last = focused.current;
    if (last === null || entries.some((entry) => entry.key === last.key)) return;
    focused.current = null;
    // Only when the focus went with the card: elsewhere, it stays where the user put it.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    setFocus(entries[Math.min(last.index, entries.length - 1)]?.key ?? 'rail-0');
  }, [entries]);

  const press = useCallback((entry: RailEntry) => void (entry.kind === 'item' && open(entry.item)), [open]);
  if (items === null) return null;
  return (
    <TvRailView
      railIndex={railIndex}
      title={t('home_carousel_title')}
      data={{ status: 'success', items }}
      entries={entries}
      host={railHost}
      onPress={press}
    />
  );
}
