import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { ShowDetails } from '../../../../ports/shows.port';
import { useShowTime } from '../../../shared/components/card';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { Overlay } from '../../overlay';
import { columns, CreditsList, details, muted } from './overlay-parts';
import { LoadedContent } from './loaded-content';
import { useOverlayPath } from './overlay-path';
import { ShowActions } from './show-actions';
import { Trailer } from './trailer';

/** The show overlay (show/:showId): every detail field, the actions the rules allow, links to people. */
export function ShowOverlay() {
  const { t } = useTranslation();
  const { showId = '' } = useParams();
  const loaded = useShowDetails(showId);
  return (
    <Overlay title={loaded.status === 'success' ? loaded.data.title : t('show_title')}>
      <LoadedContent loaded={loaded}>{(show) => <ShowDetailsView show={show} />}</LoadedContent>
    </Overlay>
  );
}

function ShowDetailsView({ show }: { show: ShowDetails }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const { channel, flags, reload } = useShowFlags(show);
  const episode = [
    show.serieSeason ? t('overlay_season', { number: show.serieSeason }) : null,
    show.serieEpNum ? t('overlay_episode', { number: show.serieEpNum }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={columns}>
      <div>
        {show.subTitle || episode ? (
          <p className={muted}>{[show.subTitle, episode].filter(Boolean).join(' — ')}</p>
        ) : null}
        {flags ? <ShowActions show={show} flags={flags} onChanged={reload} /> : null}
        {show.description || show.shortDescription ? (
          <section aria-labelledby="overlay-description">
            <h3 id="overlay-description">{t('overlay_description')}</h3>
            <p>{show.description || show.shortDescription}</p>
          </section>
        ) : null}
        {show.trailerUrl ? <Trailer url={show.trailerUrl} /> : null}
        {show.serieId ? (
          <p>
            <Link to={overlayPath(`serie/${encodeURIComponent(show.serieId)}`)}>{t('overlay_see_serie')}</Link>
          </p>
        ) : null}
      </div>
      <div>
        <section aria-labelledby="overlay-details">
          <h3 id="overlay-details">{t('overlay_details')}</h3>
          <dl className={details}>
            {channel ? (
              <>
                <dt>{t('overlay_channel')}</dt>
                <dd>{channel.name}</dd>
              </>
            ) : null}
            <dt>{t('overlay_when')}</dt>
            <dd>
              {time(show.startDate)} – {time(show.stopDate)}
            </dd>
            {show.year ? (
              <>
                <dt>{t('overlay_year')}</dt>
                <dd>{show.year}</dd>
              </>
            ) : null}
            {show.country ? (
              <>
                <dt>{t('overlay_country')}</dt>
                <dd>{show.country}</dd>
              </>
            ) : null}
            {show.rating !== undefined ? (
              <>
                <dt>{t('overlay_rating')}</dt>
                <dd>{t('overlay_rating_value', { value: show.rating })}</dd>
              </>
            ) : null}
            <dt>{t('overlay_age')}</dt>
            <dd>{show.age > 0 ? t('overlay_age_value', { age: show.age }) : t('overlay_all_ages')}</dd>
          </dl>
        </section>
        {show.credits ? <CreditsList credits={show.credits} /> : null}
      </div>
    </div>
  );
}
