import { css, cx } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { vodElementPath, type VodCategoryModel } from '../../../../application/vod/vod.model';
import { CardSlot } from '../../../shared/components/card-slot';
import { VodCard } from '../../../shared/components/card-kinds';
import { useVodCategory } from '../../../shared/hooks/use-vod';
import { errorText } from '../../../shared/i18n/i18n';
import { VodSeasonCard } from './vod-season-card';
import { VodHereSection } from './vod-here-section';
import { VOD_ROOT_CATEGORY } from '../../../../domain/vod/vod';
import { linkChips } from '../../styles/links';

const categories = cx(
  linkChips,
  css`
    margin: 0 0 24px;
    a:hover,
    a:focus-visible {
      outline: 2px solid var(--color-accent);
    }
  `,
);
const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 28px;
  padding: 0;
  list-style: none;
`;

/**
 * A VOD category (/vod/:id): its sub-categories, series and titles, each title leading to its product
 * overlay; the catalogue's root (/vod/0) also shows what is available where the user is.
 */
export function VodScreen() {
  const { t } = useTranslation();
  const { id = '0' } = useParams();
  const categoryId = Number(id);
  const page = useVodCategory(categoryId);
  return (
    <section aria-labelledby="vod-heading">
      <h1 id="vod-heading">{t('vod_title')}</h1>
      {page.status === 'success' ? <VodCategoryPage page={page.data} screen={`/vod/${id}`} /> : null}
      {page.status === 'failure' ? (
        <p role="alert">
          {t('vod_error')} {errorText(t, page.error)}
        </p>
      ) : null}
      {page.status === 'loading' ? <p role="status">{t('vod_loading')}</p> : null}
      {categoryId === VOD_ROOT_CATEGORY ? <VodHereSection screen={`/vod/${id}`} /> : null}
    </section>
  );
}

function VodCategoryPage({ page, screen }: { page: VodCategoryModel; screen: string }) {
  const { t } = useTranslation();
  const { children, seasons, elements } = page;
  return (
    <>
      <h2>{page.name}</h2>
      {children.length > 0 ? (
        <nav aria-label={t('vod_categories')}>
          <ul className={categories}>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={`/vod/${child.id}`}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {seasons.length > 0 ? (
        <section aria-labelledby="vod-seasons">
          <h3 id="vod-seasons">{t('vod_seasons')}</h3>
          <ul className={grid}>
            {seasons.map((season) => (
              <CardSlot key={season.seasonId} kind="vod">
                <VodSeasonCard season={season} to={`${screen}/season/${encodeURIComponent(season.seasonId)}`} />
              </CardSlot>
            ))}
          </ul>
        </section>
      ) : null}
      {elements.length > 0 ? (
        <section aria-labelledby="vod-titles">
          <h3 id="vod-titles">{t('vod_titles')}</h3>
          <ul className={grid}>
            {elements.map((element) => (
              <CardSlot key={element.showId} kind="vod">
                <VodCard element={element} to={vodElementPath(screen, element)} />
              </CardSlot>
            ))}
          </ul>
        </section>
      ) : null}
      {page.empty ? <p>{t('vod_empty')}</p> : null}
    </>
  );
}
