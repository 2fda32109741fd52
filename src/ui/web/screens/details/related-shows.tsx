import { cx } from '@linaria/core';
import { Link } from 'react-router';
import { useShowTime } from '../../../shared/components/card';
import { useRelatedShows } from '../../../shared/hooks/use-details';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muted, relatedCards, relatedSection, showCards } from './overlay-parts';
import { useOverlayPath } from './overlay-path';

/** "More like this" (show/details/{id}/c2c/): cards that open each show's overlay; absent when none or failed. */
export function RelatedShows({ showId }: { showId: string }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const shows = useRelatedShows(showId);
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="overlay-related" className={relatedSection}>
      <h3 id="overlay-related">{t('overlay_related')}</h3>
      <ul className={cx(showCards, relatedCards)}>
        {shows.map((show) => (
          <li key={show.id}>
            <Link to={overlayPath(`show/${encodeURIComponent(show.id)}`)}>
              <strong>{show.title}</strong>
              <span className={muted}>{time(show.startDate)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
