import { cx } from '@linaria/core';
import { Link } from 'react-router';
import { vodProductPath } from '../../../../application/vod/vod.model';
import { useRelatedVod } from '../../../shared/hooks/use-vod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muted, relatedCards, showCards } from '../details/overlay-parts';
import { useOverlayPath } from '../details/overlay-path';

/** "More like this" (vod/show/{id}/c2c/): cards that open each title's product overlay; absent when none or failed. */
export function VodRelated({ showId }: { showId: string }) {
  const { t } = useTranslation();
  const overlayPath = useOverlayPath();
  const elements = useRelatedVod(showId);
  if (elements.length === 0) return null;
  return (
    <section aria-labelledby="vod-related">
      <h3 id="vod-related">{t('overlay_related')}</h3>
      <ul className={cx(showCards, relatedCards)}>
        {elements.map((element) => (
          <li key={element.showId}>
            <Link to={overlayPath(vodProductPath(element, element.products[0]?.productId ?? ''))}>
              <strong>{element.name}</strong>
              <span className={muted}>{element.year}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
