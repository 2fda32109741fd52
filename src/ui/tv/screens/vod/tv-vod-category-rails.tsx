import { useMemo } from 'react';
import { mapLoaded } from '../../../../application/loaded';
import { vodRailCards } from '../../../../application/vod/vod.model';
import type { VodCategory } from '../../../../ports/vod.port';
import { useVodCategory } from '../../../shared/hooks/use-vod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvVodRail, type VodRailHost } from './tv-vod-rail';

/**
 * A category's rail, then one rail per sub-category (a TV screen has no category pages): a
 * category whose titles all sit in its sub-categories shows theirs alone.
 */
export function TvVodCategoryRails({
  category,
  title,
  first,
  host,
}: {
  category: VodCategory;
  title: string;
  first: boolean;
  host: VodRailHost;
}) {
  const { t } = useTranslation();
  const page = useVodCategory(category.id);
  const cards = useMemo(() => mapLoaded(page, vodRailCards), [page]);
  const children = page.status === 'success' ? page.data.children : [];
  const hasOwnCards = page.status === 'success' && page.data.seasons.length + page.data.elements.length > 0;
  return (
    <>
      {page.status !== 'success' || hasOwnCards || children.length === 0 ? (
        <TvVodRail
          railId={String(category.id)}
          title={title}
          loaded={cards}
          texts={{ loading: t('vod_loading'), error: t('vod_error'), empty: t('vod_empty') }}
          first={first}
          host={host}
        />
      ) : null}
      {children.map((child, index) => (
        <TvVodCategoryRails
          key={child.id}
          category={child}
          title={`${title} · ${child.name}`}
          first={first && !hasOwnCards && index === 0}
          host={host}
        />
      ))}
    </>
  );
}
