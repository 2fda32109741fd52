import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Show } from '../../../domain/show';
import { SHOWS_API, type Serie, type ShowsApi } from '../../../ports/shows.port';
import { useShowTime } from '../../shared/components/card';
import { useResource } from '../../shared/hooks/use-resource';
import { useService } from '../../shared/services';
import { Overlay } from '../overlay';
import { CreditsList, details, muted, OverlayStatus, showCards } from './overlay-parts';
import { useOverlayPath } from './overlay-path';

const TABS = ['episodes', 'about'] as const;
type Tab = (typeof TABS)[number];

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

/** Seasons of a series' episodes, in order (0 when the provider gives none). */
function seasonsOf(list: readonly Show[]): number[] {
  return [...new Set(list.map((episode) => episode.serieSeason ?? 0))].sort((a, b) => a - b);
}

/** The series overlay (serie/:serieId?tab=&season=): its episodes by season, and what it is about. */
export function SerieOverlay() {
  const { t } = useTranslation();
  const { serieId = '' } = useParams();
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const resource = useResource(`serie:${serieId}`, () => showsApi.serie(serieId));
  const serie = resource?.data;
  return (
    <Overlay title={serie?.title ?? t('serie_title')}>
      {serie ? <SerieView serie={serie} /> : <OverlayStatus status={resource?.status === 'failure' ? 'failure' : 'loading'} error={resource?.status === 'failure' ? resource.error : undefined} />}
    </Overlay>
  );
}

function SerieView({ serie }: { serie: Serie }) {
  const { t } = useTranslation();
  const time = useShowTime();
  const overlayPath = useOverlayPath();
  const [search] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as Tab) : 'episodes';
  const seasons = seasonsOf(serie.episodes);
  const wanted = Number(search.get('season'));
  const season = seasons.includes(wanted) ? wanted : (seasons[0] ?? 0);
  const query = (next: { tab?: Tab; season?: number }) => `?tab=${next.tab ?? tab}${(next.season ?? season) ? `&season=${next.season ?? season}` : ''}`;
  const shown = serie.episodes.filter((episode) => (episode.serieSeason ?? 0) === season);
  return (
    <>
      <nav aria-label={t('overlay_tabs')}>
        <ul className={tabs}>
          {TABS.map((name) => (
            <li key={name}><Link to={{ search: query({ tab: name }) }} aria-current={tab === name ? 'page' : undefined}>{t(`overlay_tab_${name}`)}</Link></li>
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
                  <li key={number}><Link to={{ search: query({ season: number }) }} aria-current={number === season ? 'page' : undefined}>{t('overlay_season', { number })}</Link></li>
                ))}
              </ul>
            </nav>
          ) : null}
          {shown.length === 0 ? <p className={muted}>{t('overlay_no_episodes')}</p> : (
            <ol className={showCards}>
              {shown.map((episode) => (
                <li key={episode.id}>
                  <Link to={overlayPath(`show/${encodeURIComponent(episode.id)}`)}>
                    <strong>{episode.serieEpNum ? `${t('overlay_episode', { number: episode.serieEpNum })} — ` : ''}{episode.subTitle || episode.title}</strong>
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
          <dl className={details}>
            {serie.year ? <><dt>{t('overlay_year')}</dt><dd>{serie.year}</dd></> : null}
            {serie.country ? <><dt>{t('overlay_country')}</dt><dd>{serie.country}</dd></> : null}
          </dl>
          <CreditsList credits={serie.credits} />
        </section>
      )}
    </>
  );
}


