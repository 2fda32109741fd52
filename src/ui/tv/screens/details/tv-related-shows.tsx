import { useShowTime } from '../../../shared/components/card';
import { useRelatedShows } from '../../../shared/hooks/use-details';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FocusableButton } from '../../focusable';
import { buttonRow } from './tv-overlay-parts';
import { useOpenOverlay } from './tv-overlay-nav';

/** The focus key of a related show's card. */
export const relatedKey = (showId: string) => `related-${showId}`;

/**
 * "More like this" on TV (show/details/{id}/c2c/): a row of cards under the overlay's actions
 * (Down reaches them), Enter opens that show's overlay; absent when none or failed.
 */
export function TvRelatedShows({ showId }: { showId: string }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const open = useOpenOverlay();
  const shows = useRelatedShows(showId);
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="tv-overlay-related">
      <h3 id="tv-overlay-related">{t('overlay_related')}</h3>
      <ul className={buttonRow}>
        {shows.map((show) => (
          <li key={show.id}>
            <FocusableButton focusKey={relatedKey(show.id)} onPress={() => open('show', show.id)}>
              {show.title} · {time(show.startDate)}
            </FocusableButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
