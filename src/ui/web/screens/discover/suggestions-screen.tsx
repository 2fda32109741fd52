import { css } from '@linaria/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { showItems } from '../../../../application/home/home-rows.model';
import type { Category } from '../../../../domain/shows/category';
import { MoreCard } from '../../../shared/components/card-kinds';
import { CardSlot } from '../../../shared/components/card-slot';
import { useCategoryRow, useSuggestionCategories } from '../../../shared/hooks/use-discover';
import { HomeCard, type CardContext } from '../home/home-card';
import { LoadedList, useCardContext } from './card-grid';
import { suggestionCategoryPath } from '../../../../application/navigation/home-links';
import { rowHead } from '../../styles/links';

const SCREEN = '/suggestions';

const row = css`
  display: flex;
  gap: 12px;
  overflow-x: auto;
  list-style: none;
  margin: 0 0 28px;
  padding: 2px 2px 10px;
`;

/** /suggestions: every category in the spec's order, each with its shows (on now, then to replay) and a link to the category. */
export function SuggestionsScreen() {
  const { t } = useTranslation();
  const categories = useSuggestionCategories();
  const context = useCardContext(SCREEN);
  return (
    <>
      <h1>{t('suggestions_title')}</h1>
      <LoadedList loaded={categories}>
        {(list) => list.map((category) => <CategorySection key={category.id} category={category} context={context} />)}
      </LoadedList>
    </>
  );
}

function CategorySection({ category, context }: { category: Category; context: CardContext }) {
  const { t } = useTranslation();
  const id = useId();
  const shows = useCategoryRow(category.id);
  const to = suggestionCategoryPath(category.id);
  return (
    <section aria-labelledby={id} aria-busy={shows.status === 'loading'}>
      <div className={rowHead}>
        <h2 id={id}>{category.name}</h2>
        <Link to={to} aria-label={t('discover_see_all_label', { name: category.name })}>
          {t('discover_see_all')}
        </Link>
      </div>
      <LoadedList loaded={shows}>
        {({ items, more }) =>
          items.length === 0 ? (
            <p>{t('discover_empty')}</p>
          ) : (
            <ul className={row} aria-label={category.name}>
              {showItems(items).map((item) => (
                <HomeCard key={item.key} item={item} context={context} />
              ))}
              {more > 0 ? (
                <CardSlot kind="show">
                  <MoreCard count={more} to={to} />
                </CardSlot>
              ) : null}
            </ul>
          )
        }
      </LoadedList>
    </section>
  );
}
