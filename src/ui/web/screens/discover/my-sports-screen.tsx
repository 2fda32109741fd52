import { css } from '@linaria/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, useParams } from 'react-router';
import { SPORTS_TABS, tabOf, type TimeTab } from '../../../../application/discover/discover-tabs';
import { screenPath } from '../../../../application/navigation/route-catalogue';
import { useSportsEvents } from '../../../shared/hooks/use-discover';
import { useChannels } from '../../../shared/hooks/use-home-rows';
import { LoadedList } from './card-grid';
import { SportEventCard } from './sport-event-card';
import { MY_SPORTS_TABS, TabNav } from './tab-nav';

const SCREEN = MY_SPORTS_TABS.base;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** /mysports/{tab}: sports events to come (soonest first) or past (latest first), each with its league, teams, channel and time, to play or record. */
export function MySportsScreen() {
  const { t } = useTranslation();
  const tab = tabOf(SPORTS_TABS, useParams().tab);
  if (tab === null) return <Navigate to={screenPath('web', 'mysports')} replace />;
  return (
    <>
      <h1>{t('mysports_title')}</h1>
      <TabNav {...MY_SPORTS_TABS} />
      <SportsList tab={tab} />
    </>
  );
}

function SportsList({ tab }: { tab: TimeTab }) {
  const { t } = useTranslation();
  const events = useSportsEvents(tab);
  const channels = useChannels();
  return (
    <LoadedList loaded={events}>
      {(list) =>
        list.length === 0 ? (
          <p>{t('discover_empty')}</p>
        ) : (
          <ul className={grid} aria-label={t(`mysports_tab_${tab}`)}>
            {list.map((event) => (
              <li key={event.eventId}>
                <SportEventCard
                  event={event}
                  channel={channels?.data?.find((channel) => channel.id === event.channelId)}
                  screen={`${SCREEN}/${tab}`}
                />
              </li>
            ))}
          </ul>
        )
      }
    </LoadedList>
  );
}
