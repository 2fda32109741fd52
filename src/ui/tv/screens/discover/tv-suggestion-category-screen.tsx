import { Navigate, useParams } from 'react-router';
import { SUGGESTION_TABS, tabOf, type SuggestionTab } from '../../../../application/discover/discover-tabs';
import { showItems } from '../../../../application/home/home-rows.model';
import { suggestionCategoryPath } from '../../../../application/navigation/home-links';
import { useCategoryShows, useSuggestionCategories } from '../../../shared/hooks/use-discover';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvItemGrid, gridKey } from './tv-item-grid';
import { TvListPage } from './tv-list-page';
import { TvLoadedList } from './tv-loaded-list';
import { useTvListScreen } from './use-tv-list-screen';

/** TV /suggestions/{id}/{tab}: one category's shows to replay or on now, as on the web; an unknown tab opens the replay tab. */
export function TvSuggestionCategoryScreen() {
  const { id = '', tab: tabParam } = useParams();
  const categoryId = Number(id);
  const tab = tabOf(SUGGESTION_TABS, tabParam);
  if (!Number.isInteger(categoryId)) return <Navigate to="/suggestions" replace />;
  if (tab === null) return <Navigate to={suggestionCategoryPath(categoryId)} replace />;
  return <CategoryTab categoryId={categoryId} tab={tab} />;
}

function CategoryTab({ categoryId, tab }: { categoryId: number; tab: SuggestionTab }) {
  const { t } = useTranslation();
  const categories = useSuggestionCategories();
  const shows = useCategoryShows(categoryId, tab);
  const items = shows.status === 'success' ? showItems(shows.data) : null;
  const memoryOf = (value: SuggestionTab) => `suggestions-${categoryId}-${value}`;
  const screen = useTvListScreen(memoryOf(tab), SUGGESTION_TABS, items?.map(gridKey) ?? []);
  const name =
    categories.status === 'success' ? categories.data.find((category) => category.id === categoryId)?.name : undefined;
  const title = name ?? t('suggestions_title');
  return (
    <TvListPage
      focusKey="suggestion-category-screen"
      title={title}
      screen={screen}
      tabFirst={items?.length === 0 || shows.status === 'failure'}
      tabs={{
        tabs: SUGGESTION_TABS,
        current: tab,
        label: (value) => t(`suggestions_tab_${value}`),
        pathOf: (value) => suggestionCategoryPath(categoryId, value),
        memoryOf,
      }}
    >
      <TvLoadedList loaded={shows}>
        {() => (
          <TvItemGrid
            key={tab}
            items={items ?? []}
            label={`${title} · ${t(`suggestions_tab_${tab}`)}`}
            screenPath={suggestionCategoryPath(categoryId, tab)}
            screen={screen}
          />
        )}
      </TvLoadedList>
    </TvListPage>
  );
}
