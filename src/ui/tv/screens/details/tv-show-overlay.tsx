import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { ShowDetails } from '../../../../ports/shows.port';
import { useShowTime } from '../../../shared/components/card';
import { useShowDetails } from '../../../shared/hooks/use-details';
import { useShowFlags } from '../../../shared/hooks/use-show-flags';
import { FocusableButton } from '../../focusable';
import { TvOverlay } from './tv-overlay';
import { buttonRow, details, muted, TvCredits, TvLoaded } from './tv-overlay-parts';
import { useOpenOverlay } from './tv-overlay-nav';
import { showActions } from '../../../../domain/shows/show-actions';
import { actionKey, TvShowActions } from './tv-show-actions';
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
  const time = useShowTime();
  const open = useOpenOverlay();
  const { channel, flags, reload } = useShowFlags(show);
  const first = flags ? showActions(flags)[0] : undefined;
  const episode = [
    show.serieSeason ? t('overlay_season', { number: show.serieSeason }) : null,
    show.serieEpNum ? t('overlay_episode', { number: show.serieEpNum }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <TvOverlay title={show.title} ready={flags !== null} initialFocusKey={first ? actionKey(first) : null}>
      {show.subTitle || episode ? (
        <p className={muted}>{[show.subTitle, episode].filter(Boolean).join(' — ')}</p>
      ) : null}
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
      {show.trailerUrl ? <TvTrailer url={show.trailerUrl} /> : null}
      {show.description || show.shortDescription ? <p>{show.description || show.shortDescription}</p> : null}
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
      {show.credits ? <TvCredits credits={show.credits} /> : null}
    </TvOverlay>
  );
}
