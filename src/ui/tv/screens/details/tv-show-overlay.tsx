import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { ShowDetails } from '../../../../ports/shows.port';
import { DetailList } from '../../../shared/components/detail-list';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { useShowView } from '../../../shared/hooks/use-show-view';
import { FocusableButton } from '../../focusable';
import { TvOverlay } from './tv-overlay';
import { buttonRow, details, muted, TvCredits, TvLoaded } from './tv-overlay-parts';
import { useOpenOverlay } from './tv-overlay-nav';
import { showActions } from '../../../../domain/shows/show-actions';
import { actionKey, TvShowActions } from './tv-show-actions';
import { TvRelatedShows } from './tv-related-shows';
import { TvTrailer } from './tv-trailer';

/** The show overlay on TV (show/:showId): its details, the actions the rules allow, its people. */
export function TvShowOverlay() {
  const { t } = useTranslation();
  const { showId = '' } = useParams();
  const loaded = useShowDetails(showId);
  const show = loaded.status === 'success' ? loaded.data : null;
  return show ? (
    <ShowOverlayOf show={show} />
  ) : (
    <TvOverlay title={t('show_title')} ready={loaded.status === 'failure'}>
      <TvLoaded loaded={loaded}>{() => null}</TvLoaded>
    </TvOverlay>
  );
}

function ShowOverlayOf({ show }: { show: ShowDetails }) {
  const { t } = useTranslation();
  const open = useOpenOverlay();
  const { channel, flags, reload } = useShowFlags(show);
  const first = flags ? showActions(flags)[0] : undefined;
  const view = useShowView(show, channel?.name ?? null);
  return (
    <TvOverlay title={show.title} ready={flags !== null} initialFocusKey={first ? actionKey(first) : null}>
      {view.subtitle ? <p className={muted}>{view.subtitle}</p> : null}
      {flags ? <TvShowActions show={show} flags={flags} onChanged={reload} /> : null}
      {show.serieId ? (
        <ul className={buttonRow}>
          <li>
            <FocusableButton focusKey="see-serie" onPress={() => open('serie', show.serieId)}>
              {t('overlay_see_serie')}
            </FocusableButton>
          </li>
        </ul>
      ) : null}
      <TvRelatedShows showId={show.id} />
      {show.trailerUrl ? <TvTrailer url={show.trailerUrl} /> : null}
      {view.description ? <p>{view.description}</p> : null}
      <DetailList lines={view.details} className={details} />
      {show.credits ? <TvCredits credits={show.credits} /> : null}
    </TvOverlay>
  );
}
