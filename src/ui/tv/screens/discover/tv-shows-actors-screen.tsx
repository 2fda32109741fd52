import { Navigate, useParams } from 'react-router';
import { TIME_TABS, tabOf, type TimeTab } from '../../../../application/discover/discover-tabs';
import { showItems } from '../../../../application/home/home-rows.model';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useActorShows } from '../../../shared/hooks/use-discover';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvItemGrid, gridKey } from './tv-item-grid';
import { TvListPage } from './tv-list-page';
import { TvLoadedList } from './tv-loaded-list';
import { useTvListScreen } from './use-tv-list-screen';

const SCREEN = '/showsactors';

/** TV /showsactors/{tab}: the shows of the followed people, already aired or to come, as on the web. */
export function TvShowsActorsScreen() {
  const tab = tabOf(TIME_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('tv', 'showsactors')} replace />;
  return <ShowsOfTab tab={tab} />;
}

function ShowsOfTab({ tab }: { tab: TimeTab }) {
  const { t } = useTranslation();
  const shows = useActorShows(tab);
  const items = shows.status === 'success' ? showItems(shows.data) : null;
  const screen = useTvListScreen(`showsactors-${tab}`, TIME_TABS, items?.map(gridKey) ?? []);
  return (
    <TvListPage
      focusKey="showsactors-screen"
      title={t('showsactors_title')}
      screen={screen}
      tabFirst={items?.length === 0 || shows.status === 'failure'}
      tabs={{
        tabs: TIME_TABS,
        current: tab,
        label: (value) => t(`showsactors_tab_${value}`),
        pathOf: (value) => `${SCREEN}/${value}`,
        memoryOf: (value) => `showsactors-${value}`,
      }}
    >
      <TvLoadedList loaded={shows}>
        {() => (
          <TvItemGrid
            key={tab}
            items={items ?? []}
            label={t(`showsactors_tab_${tab}`)}
            screenPath={`${SCREEN}/${tab}`}
            screen={screen}
          />
        )}
      </TvLoadedList>
    </TvListPage>
  );
}
