import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { SUGGESTION_TABS, tabOf } from '../../../../application/discover/discover-tabs';
import { showItems } from '../../../../application/home/home-rows.model';
import { useCategoryShows, useSuggestionCategories } from '../../../shared/hooks/use-discover';
import { CardGrid, LoadedList, useCardContext } from './card-grid';
import { suggestionCategoryPath } from '../../../../application/navigation/home-links';
import { TabNav } from './tab-nav';

/** /suggestions/{id}/{tab}: one category's shows to replay or on now; an unknown tab opens the replay tab. */
export function SuggestionCategoryScreen() {
  const { id = '', tab: tabParam } = useParams();
  const categoryId = Number(id);
  const tab = tabOf(SUGGESTION_TABS, tabParam);
  if (!Number.isInteger(categoryId)) return <Navigate to="/suggestions" replace />;
  if (tab === null) return <Navigate to={suggestionCategoryPath(categoryId)} replace />;
  return <CategoryTab categoryId={categoryId} tab={tab} />;
}

function CategoryTab({ categoryId, tab }: { categoryId: number; tab: (typeof SUGGESTION_TABS)[number] }) {
  const { t } = useTranslation();
  const categories = useSuggestionCategories();
  const shows = useCategoryShows(categoryId, tab);
  const context = useCardContext(suggestionCategoryPath(categoryId, tab));
  const name =
    categories.status === 'success' ? categories.data.find((category) => category.id === categoryId)?.name : undefined;
  const title = name ?? t('suggestions_title');
  return (
    <>
      <h1>{title}</h1>
      <TabNav
        tabs={SUGGESTION_TABS}
        base={`/suggestions/${categoryId}`}
        labelKey={(value) => `suggestions_tab_${value}`}
      />
      <LoadedList loaded={shows}>
        {(list) => (
          <CardGrid items={showItems(list)} context={context} label={`${title} · ${t(`suggestions_tab_${tab}`)}`} />
        )}
      </LoadedList>
    </>
  );
}
