import { css } from '@linaria/core';
import { Navigate, useParams } from 'react-router';
import { SPORTS_TABS, tabOf, type TimeTab } from '../../../../application/discover/discover-tabs';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useSportsEvents } from '../../../shared/hooks/use-discover';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TvListPage } from './tv-list-page';
import { TvLoadedList } from './tv-loaded-list';
import { TvSportEventTile } from './tv-sport-event-tile';
import { useTvListScreen } from './use-tv-list-screen';

const SCREEN = '/mysports';

const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-gap: 28px;
`;

/** The focused button's event in the middle of the screen. */
const keepInView = (event: React.FocusEvent<HTMLElement>) =>
  event.target.closest('article')?.scrollIntoView({ block: 'center' });

/**
 * TV /mysports/{tab}: the sports events to come or past, each with its league, teams, channel
 * and time and its show's actions, as on the web. The focus starts on the tab (the actions come
 * with each event's show).
 */
export function TvMySportsScreen() {
  const tab = tabOf(SPORTS_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('tv', 'mysports')} replace />;
  return <EventsOfTab tab={tab} />;
}

function EventsOfTab({ tab }: { tab: TimeTab }) {
  const { t } = useTranslation();
  const events = useSportsEvents(tab);
  const channels = useChannels();
  const screen = useTvListScreen(`mysports-${tab}`, SPORTS_TABS, null);
  return (
    <TvListPage
      focusKey="mysports-screen"
      title={t('mysports_title')}
      screen={screen}
      tabFirst
      tabs={{
        tabs: SPORTS_TABS,
        current: tab,
        label: (value) => t(`mysports_tab_${value}`),
        pathOf: (value) => `${SCREEN}/${value}`,
        memoryOf: (value) => `mysports-${value}`,
      }}
    >
      <TvLoadedList loaded={events}>
        {(list) => (
          <ul key={tab} className={grid} aria-label={t(`mysports_tab_${tab}`)} onFocus={keepInView}>
            {list.map((event) => (
              <li key={event.eventId}>
                <TvSportEventTile
                  event={event}
                  channel={channels?.data?.find((channel) => channel.id === event.channelId)}
                  screenPath={`${SCREEN}/${tab}`}
                  screen={screen}
                />
              </li>
            ))}
          </ul>
        )}
      </TvLoadedList>
    </TvListPage>
  );
}
