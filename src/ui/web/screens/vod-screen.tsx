import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorKind } from '../../../domain/errors';
import { withoutAdultVod } from '../../../domain/vod';
import { VOD_API, type VodApi, type VodHierarchy } from '../../../ports/vod.port';
import { CardSlot } from '../../shared/components/card';
import { VodCard } from '../../shared/components/card-kinds';
import { useResource } from '../../shared/hooks/use-resource';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useService } from '../../shared/services';
import { VodSeasonCard } from '../vod/vod-season-card';
import { vodElementPath } from '../vod/vod-paths';

const categories = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 18px;
    background: var(--color-surface-raised);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    outline: 2px solid var(--color-accent);
  }
`;
const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 28px;
  padding: 0;
  list-style: none;
`;

/** A VOD category (/vod/:id): its sub-categories, series and titles, each title leading to its product overlay. */
export function VodScreen() {
  const { t } = useTranslation();
  const { id = '0' } = useParams();
  const categoryId = Number(id);
  const vodApi = useService<VodApi>(VOD_API);
  // Same key as the home row's (category 44856), so both share one read.
  const page = useResource(`vod-hierarchy:${categoryId}`, () => vodApi.hierarchy(categoryId));
  return (
    <section aria-labelledby="vod-heading">
      <h1 id="vod-heading">{t('vod_title')}</h1>
      {page?.data ? <VodCategoryPage page={page.data} screen={`/vod/${id}`} /> : null}
      {!page?.data && page?.status === 'failure' ? <p role="alert">{t('vod_error')} {t(errorTextKey(errorKind(page.error)))}</p> : null}
      {!page?.data && page?.status !== 'failure' ? <p role="status">{t('vod_loading')}</p> : null}
    </section>
  );
}

function VodCategoryPage({ page, screen }: { page: VodHierarchy; screen: string }) {
  const { t } = useTranslation();
  // Adult categories, seasons and items are left out (spec point 6).
  const children = withoutAdultVod(page.children);
  const seasons = withoutAdultVod(page.seasons);
  const elements = withoutAdultVod(page.elements);
  return (
    <>
      <h2>{page.category.name}</h2>
      {children.length > 0 ? (
        <nav aria-label={t('vod_categories')}>
          <ul className={categories}>
            {children.map((child) => <li key={child.id}><Link to={`/vod/${child.id}`}>{child.name}</Link></li>)}
          </ul>
        </nav>
      ) : null}
      {seasons.length > 0 ? (
        <section aria-labelledby="vod-seasons">
          <h3 id="vod-seasons">{t('vod_seasons')}</h3>
          <ul className={grid}>
            {seasons.map((season) => (
              <CardSlot key={season.seasonId} kind="vod"><VodSeasonCard season={season} to={`${screen}/season/${encodeURIComponent(season.seasonId)}`} /></CardSlot>
            ))}
          </ul>
        </section>
      ) : null}
      {elements.length > 0 ? (
        <section aria-labelledby="vod-titles">
          <h3 id="vod-titles">{t('vod_titles')}</h3>
          <ul className={grid}>
            {elements.map((element) => (
              <CardSlot key={element.showId} kind="vod"><VodCard element={element} to={vodElementPath(screen, element)} /></CardSlot>
            ))}
          </ul>
        </section>
      ) : null}
      {children.length + seasons.length + elements.length === 0 ? <p>{t('vod_empty')}</p> : null}
    </>
  );
}
