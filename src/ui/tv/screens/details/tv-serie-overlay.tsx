import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { connectSerie, SERIE_TABS } from '../../../../application/shows/serie.model';
import type { Serie } from '../../../../ports/shows.port';
import { useShowTime } from '../../../shared/components/card';
import { DetailList } from '../../../shared/components/detail-list';
import { useSerie } from '../../../shared/hooks/use-details';
import { useSerieView } from '../../../shared/hooks/use-show-view';
import { FocusableButton } from '../../focusable';
import { TvOverlay } from './tv-overlay';
import { buttonRow, details, muted, TvCredits, TvLoaded } from './tv-overlay-parts';
import { useOpenOverlay } from './tv-overlay-nav';

/** The series overlay on TV (serie/:serieId?tab=&season=): its episodes by season, and what it is about. */
export function TvSerieOverlay() {
  const { t } = useTranslation();
  const { serieId = '' } = useParams();
  const loaded = useSerie(serieId);
  return (
    <TvOverlay
      title={loaded.status === 'success' ? loaded.data.title : t('serie_title')}
      ready={loaded.status !== 'loading'}
      initialFocusKey={loaded.status === 'success' ? 'serie-tab-episodes' : null}
    >
      <TvLoaded loaded={loaded}>{(serie) => <SerieView serie={serie} />}</TvLoaded>
    </TvOverlay>
  );
}

function SerieView({ serie }: { serie: Serie }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const open = useOpenOverlay();
  const view = useSerieView(serie);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [search] = useSearchParams();
  const { tab, seasons, season, episodes, queryFor } = connectSerie(serie, {
    tab: search.get('tab'),
    season: search.get('season'),
  });
  // Tabs and seasons change the address in place, keeping how the overlay was opened.
  const go = (next: Parameters<typeof queryFor>[0]) =>
    void navigate({ search: queryFor(next) }, { replace: true, state });
  return (
    <>
      <nav aria-label={t('overlay_tabs')}>
        <ul className={buttonRow}>
          {SERIE_TABS.map((name) => (
            <li key={name}>
              <FocusableButton focusKey={`serie-tab-${name}`} onPress={() => go({ tab: name })} current={tab === name}>
                {t(`overlay_tab_${name}`)}
              </FocusableButton>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'episodes' ? (
        <section aria-labelledby="tv-serie-episodes">
          <h3 id="tv-serie-episodes">{t('overlay_tab_episodes')}</h3>
          {seasons.length > 1 ? (
            <nav aria-label={t('overlay_seasons')}>
              <ul className={buttonRow}>
                {seasons.map((number) => (
                  <li key={number}>
                    <FocusableButton
                      focusKey={`serie-season-${number}`}
                      onPress={() => go({ season: number })}
                      current={number === season}
                    >
                      {t('overlay_season', { number })}
                    </FocusableButton>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {episodes.length === 0 ? (
            <p className={muted}>{t('overlay_no_episodes')}</p>
          ) : (
            <ol className={buttonRow}>
              {episodes.map((episode) => (
                <li key={episode.id}>
                  <FocusableButton focusKey={`episode-${episode.id}`} onPress={() => open('show', episode.id)}>
                    {view.episodeLabel(episode)} · {time(episode.startDate)}
                  </FocusableButton>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <section aria-labelledby="tv-serie-about">
          <h3 id="tv-serie-about">{t('overlay_tab_about')}</h3>
          {serie.description ? <p>{serie.description}</p> : null}
          <DetailList lines={view.details} className={details} />
          <TvCredits credits={serie.credits} />
        </section>
      )}
    </>
  );
}
