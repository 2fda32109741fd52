import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { TIME_TABS, tabOf, type TimeTab } from '../../../../application/discover/discover-tabs';
import { showItems } from '../../../../application/home/home-rows.model';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useActorShows } from '../../../shared/hooks/use-discover';
import { CardGrid, LoadedList, useCardContext } from './card-grid';
import { SHOWS_ACTORS_TABS, TabNav } from './tab-nav';

const SCREEN = SHOWS_ACTORS_TABS.base;

/** /showsactors/{tab}: the shows of the followed people, already aired (latest first) or to come (soonest first). */
export function ShowsActorsScreen() {
  const { t } = useTranslation();
  const tab = tabOf(TIME_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('web', 'showsactors')} replace />;
  return (
    <>
      <h1>{t('showsactors_title')}</h1>
      <TabNav {...SHOWS_ACTORS_TABS} />
      <ActorShows tab={tab} />
    </>
  );
}

function ActorShows({ tab }: { tab: TimeTab }) {
  const { t } = useTranslation();
  const shows = useActorShows(tab);
  const context = useCardContext(`${SCREEN}/${tab}`);
  return (
    <LoadedList loaded={shows}>
      {(list) => <CardGrid items={showItems(list)} context={context} label={t(`showsactors_tab_${tab}`)} />}
    </LoadedList>
  );
}
