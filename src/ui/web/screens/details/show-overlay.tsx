import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { ShowDetails } from '../../../../ports/shows.port';
import { DetailList } from '../../../shared/components/detail-list';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { useShowView } from '../../../shared/hooks/use-show-view';
import { Overlay } from '../../overlay';
import { columns, CreditsList, details, muted } from './overlay-parts';
import { LoadedContent } from './loaded-content';
import { useOverlayPath } from './overlay-path';
import { RelatedShows } from './related-shows';
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
  const overlayPath = useOverlayPath();
  const { channel, flags, reload } = useShowFlags(show);
  const view = useShowView(show, channel?.name ?? null);
  return (
    <div className={columns}>
      <div>
        {view.subtitle ? <p className={muted}>{view.subtitle}</p> : null}
        {flags ? <ShowActions show={show} flags={flags} onChanged={reload} /> : null}
        {view.description ? (
          <section aria-labelledby="overlay-description">
            <h3 id="overlay-description">{t('overlay_description')}</h3>
            <p>{view.description}</p>
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
          <DetailList lines={view.details} className={details} />
        </section>
        {show.credits ? <CreditsList credits={show.credits} /> : null}
      </div>
      <RelatedShows showId={show.id} />
    </div>
  );
}
