import { css } from '@linaria/core';
import { useId } from 'react';
import type { Category } from '../../../../domain/shows/category';
import { useCategoryRow, useSuggestionCategories } from '../../../shared/hooks/use-discover';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OWN_SCROLL } from '../../spatial/own-scroll';
import type { TvCardContext } from '../home/tv-home-card';
import { TvListPage } from './tv-list-page';
import { TvLoadedList } from './tv-loaded-list';
import { TvSuggestionRail } from './tv-suggestion-rail';
import { useTvCardContext } from './use-tv-card-context';
import { useTvListScreen, type TvListScreen } from './use-tv-list-screen';

const section = css`
  margin: 0 0 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 2rem;
  }
`;

/**
 * TV /suggestions: every category in the spec's order as a rail of its shows (on now, then to
 * replay), "+N" and "see all" opening the category, as on the web.
 */
export function TvSuggestionsScreen() {
  const { t } = useTranslation();
  const categories = useSuggestionCategories();
  const context = useTvCardContext();
  const screen = useTvListScreen('suggestions', [], null);
  return (
    <TvListPage focusKey="suggestions-screen" title={t('suggestions_title')} screen={screen}>
      <TvLoadedList loaded={categories}>
        {(list) =>
          list.map((category, index) => (
            <CategorySection
              key={category.id}
              category={category}
              context={context}
              screen={screen}
              first={index === 0}
            />
          ))
        }
      </TvLoadedList>
    </TvListPage>
  );
}

function CategorySection({
  category,
  context,
  screen,
  first,
}: {
  category: Category;
  context: TvCardContext;
  screen: TvListScreen;
  first: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const row = useCategoryRow(category.id);
  return (
    <section className={section} aria-labelledby={id} aria-busy={row.status === 'loading'} {...{ [OWN_SCROLL]: '' }}>
      <h2 id={id}>{category.name}</h2>
      {row.status === 'success' ? null : <TvLoadedList loaded={row}>{() => null}</TvLoadedList>}
      {row.status === 'success' && row.data.items.length === 0 ? <p>{t('discover_empty')}</p> : null}
      <TvSuggestionRail
        categoryId={category.id}
        title={category.name}
        row={row}
        context={context}
        screen={screen}
        first={first}
      />
    </section>
  );
}
