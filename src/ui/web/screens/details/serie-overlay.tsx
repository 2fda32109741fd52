import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { connectSerie, SERIE_TABS } from '../../../../application/shows/serie.model';
import type { Serie } from '../../../../ports/shows.port';
import { useShowTime } from '../../../shared/components/card';
import { DetailList } from '../../../shared/components/detail-list';
import { useSerie } from '../../../shared/hooks/use-details';
import { useSerieView } from '../../../shared/hooks/use-show-view';
import { Overlay } from '../../overlay';
import { CreditsList, details, muted, showCards } from './overlay-parts';
import { LoadedContent } from './loaded-content';
import { useOverlayPath } from './overlay-path';

const tabs = css`
  display: flex;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 8px 14px;
    border-radius: 8px;
    color: var(--color-text);
    text-decoration: none;
    border: 1px solid var(--color-text-muted);
  }
  a[aria-current='page'] {
    background: var(--color-accent);
    border-color: var(--color-accent);
    color: var(--color-on-accent);
  }
`;

/** The series overlay (serie/:serieId?tab=&season=): its episodes by season, and what it is about. */
export function SerieOverlay() {
  const { t } = useTranslation();
  const { serieId = '' } = useParams();
  const loaded = useSerie(serieId);
  return (
    <Overlay title={loaded.status === 'success' ? loaded.data.title : t('serie_title')}>
      <LoadedContent loaded={loaded}>{(serie) => <SerieView serie={serie} />}</LoadedContent>
    </Overlay>
  );
}

function SerieView({ serie }: { serie: Serie }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const view = useSerieView(serie);
  const [search] = useSearchParams();
  const {
    tab,
    seasons,
    season,
    episodes: shown,
    queryFor: query,
  } = connectSerie(serie, { tab: search.get('tab'), season: search.get('season') });
  return (
    <>
      <nav aria-label={t('overlay_tabs')}>
        <ul className={tabs}>
          {SERIE_TABS.map((name) => (
            <li key={name}>
              <Link to={{ search: query({ tab: name }) }} aria-current={tab === name ? 'page' : undefined}>
                {t(`overlay_tab_${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'episodes' ? (
        <section aria-labelledby="serie-episodes">
          <h3 id="serie-episodes">{t('overlay_tab_episodes')}</h3>
          {seasons.length > 1 ? (
            <nav aria-label={t('overlay_seasons')}>
              <ul className={tabs}>
                {seasons.map((number) => (
                  <li key={number}>
                    <Link
                      to={{ search: query({ season: number }) }}
                      aria-current={number === season ? 'page' : undefined}
                    >
                      {t('overlay_season', { number })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {shown.length === 0 ? (
            <p className={muted}>{t('overlay_no_episodes')}</p>
          ) : (
            <ol className={showCards}>
              {shown.map((episode) => (
                <li key={episode.id}>
                  <Link to={overlayPath(`show/${encodeURIComponent(episode.id)}`)}>
                    <strong>{view.episodeLabel(episode)}</strong>
                    <span className={muted}>{time(episode.startDate)}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <section aria-labelledby="serie-about">
          <h3 id="serie-about">{t('overlay_tab_about')}</h3>
          {serie.description ? <p>{serie.description}</p> : null}
          <DetailList lines={view.details} className={details} />
          <CreditsList credits={serie.credits} />
        </section>
      )}
    </>
  );
}
