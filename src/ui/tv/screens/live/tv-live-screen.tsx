import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { Suspense, useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useOutlet } from 'react-router';
import { liveListOf, liveTabs } from '../../../../application/live/live.model';
import { livePlayerPath } from '../../../../application/playback/player-route';
import type { LiveTabName } from '../../../../application/navigation/route-catalogue';
import { useAnnouncement } from '../../../shared/components/announcer';
import { LiveEntrySummary } from '../../../shared/components/live-entry-summary';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useLive } from '../../../shared/hooks/use-live';
import { useLiveOrder } from '../../../shared/hooks/use-live-order';
import { useNow } from '../../../shared/hooks/use-now';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { errorText } from '../../../shared/i18n/i18n';
import { outlineButton } from '../../../shared/theme/buttons';
import { FocusableButton } from '../../focusable';
import { useFocusMemory } from '../../focus-memory';
import { cardWindow } from './card-window';
import { TvTabButton } from './tv-tab-button';
import { livePage } from './tv-live-page';
import { cardGrid, cardList, notice, orderBar, tabBar } from './tv-live-styles';
import { TvWatchNextList } from './tv-watch-next-list';

/** Rows rendered either side of the focused card's row. */
const CARD_AROUND_ROWS = 6;

/** The focused card's row in the middle of the screen, with the rows around it in view. */
const keepInView = (event: FocusEvent<HTMLElement>) => event.target.scrollIntoView({ block: 'center' });

/**
 * TV live (`/live/{tab}`, issue 12 item 4): the tabs this account may open (my channels, FAST,
 * watch-next) and the tab's channels with their current show, progress and next show, walked
 * with the arrows; Enter plays full screen. The focus comes back to the same card from the player.
 * The show, serie and people overlays open over it (`/live/{tab}/show/{id}`, the shortcuts' and
 * deep links' landing): while one is open nothing here takes the focus; closing it gives the focus
 * back to the card focused last, or to the first card after a deep link.
 */
export function TvLiveScreen({ tab }: { tab: LiveTabName }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const list = liveListOf(tab);
  const live = useLive(list);
  const now = useNow();
  const navigate = useNavigate();
  const overlay = useOutlet();
  const open = overlay !== null;
  const memory = useFocusMemory();
  const screen = `live-${tab}`;
  const restored = memory.recall(screen);
  const remember = (focusKey: string) => memory.remember(screen, focusKey);
  const { ref, focusKey } = useFocusable({ focusKey: 'live-screen', trackChildren: true });
  // The focus places the page (`keepInView`): the browser's own scroll restoration on Back would
  // put it back to where it was before the list had loaded.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // Without channels nothing else can take the focus; without their shows (epglive) the list stays, below the notice.
  const failed = live.status === 'failure' ? live.error : live.status === 'success' ? live.showsError : null;
  const failure = failed === null ? null : errorText(t, failed);
  useAnnouncement(failure);
  const retryFailedLoads = useRetryFailedLoads();
  const tabs = liveTabs('tv', session);
  const liveOrder = useLiveOrder(live.status === 'success' ? live.entries : null);
  const entries = liveOrder.ordered?.entries ?? null;
  // The grid renders the rows around the focused card only (400 channels stay light).
  const [focused, setFocused] = useState<number | null>(null);
  const restoredIndex = entries?.findIndex((entry) => `channel-${entry.channel.id}` === restored) ?? -1;
  const compact = usePreferences().preferences.compactChannelList;
  const grid = cardGrid(compact ? 'compact' : 'regular');
  const shown = cardWindow(entries?.length ?? 0, grid.columns, focused ?? Math.max(restoredIndex, 0), CARD_AROUND_ROWS);

  return (
    <>
      <main className={livePage} aria-hidden={open || undefined}>
        <FocusContext.Provider value={focusKey}>
          <div ref={ref}>
            <h1>{t('live_title')}</h1>
            {tabs.length > 0 ? (
              <nav className={tabBar} aria-label={t('live_tabs')}>
                {tabs.map((link) => {
                  const key = `tab-${link.tab}`;
                  return (
                    <TvTabButton
                      key={link.tab}
                      focusKey={key}
                      current={link.tab === tab}
                      autoFocus={!open && restored === key}
                      onPress={() => {
                        // The new tab keeps the focus on its own tab button, not on its first card.
                        memory.remember(`live-${link.tab}`, key);
                        navigate(link.path, { replace: true });
                      }}
                    >
                      {t(link.labelKey)}
                    </TvTabButton>
                  );
                })}
              </nav>
            ) : null}
            {list === 'normal' && tab !== 'watchnext' && entries ? (
              <div className={orderBar} role="group" aria-label={t('live_order')}>
                {liveOrder.orders.map((order) => (
                  <TvTabButton
                    key={order}
                    focusKey={`order-${order}`}
                    current={liveOrder.order === order}
                    currentAs="pressed"
                    autoFocus={false}
                    onPress={() => liveOrder.choose(order)}
                  >
                    {t(`live_order_${order}`)}
                  </TvTabButton>
                ))}
                {liveOrder.ordered?.unavailable ? <p role="status">{t('live_order_unavailable')}</p> : null}
              </div>
            ) : null}
            {tab === 'watchnext' ? (
              <TvWatchNextList entries={entries} restored={restored} active={!open} onFocused={remember} />
            ) : null}
            {tab !== 'watchnext' && live.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
            {tab !== 'watchnext' && failure ? (
              <div className={notice}>
                <p role="alert">{failure}</p>
                <FocusableButton
                  focusKey="live-retry"
                  className={outlineButton}
                  autoFocus={!open && live.status === 'failure'}
                  onPress={retryFailedLoads}
                >
                  {t('retry')}
                </FocusableButton>
              </div>
            ) : null}
            {tab !== 'watchnext' && entries ? (
              <ul
                className={cardList}
                aria-label={t('channels_label')}
                data-density={compact ? 'compact' : undefined}
                onFocus={keepInView}
                style={{
                  paddingTop: shown.rowsBefore * grid.rowPitch,
                  paddingBottom: shown.rowsAfter * grid.rowPitch,
                }}
              >
                {entries.slice(shown.first, shown.end).map((entry, offset) => {
                  const key = `channel-${entry.channel.id}`;
                  const index = shown.first + offset;
                  return (
                    <li key={entry.channel.id}>
                      <FocusableButton
                        focusKey={key}
                        autoFocus={!open && (restored ? restored === key : index === 0)}
                        onFocused={() => (remember(key), setFocused(index))}
                        onPress={() => navigate(livePlayerPath(entry.channel.id, list))}
                      >
                        <LiveEntrySummary
                          entry={entry}
                          now={now}
                          pending={live.status === 'success' && live.showsPending}
                        />
                      </FocusableButton>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        </FocusContext.Provider>
      </main>
      {/* The overlay's own boundary: the screen under it, and its focus, stay while its code loads. */}
      <Suspense fallback={null}>{overlay}</Suspense>
    </>
  );
}
