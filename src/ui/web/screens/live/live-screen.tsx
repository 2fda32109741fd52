import { memo, useCallback, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, NavLink, useLocation, useParams, useSearchParams } from 'react-router';
import { isLiveTab } from '../../../../application/live/live.model';
import type { LiveTabName } from '../../../../application/navigation/route-catalogue';
import { decideLiveTab } from '../../../../application/navigation/route-rules';
import type { LiveEntry } from '../../../../domain/playback/live';
import type { Show } from '../../../../domain/shows/show';
import type { Temporal } from '../../../../domain/time';
import { LiveEntrySummary } from '../../../shared/components/live-entry-summary';
import { useAuth } from '../../../shared/hooks/use-auth';
import { useLiveScreen } from '../../../shared/hooks/use-live-screen';
import { alwaysStays } from '../../../shared/hooks/use-stop-before-leaving';
import { IDLE } from '../../../shared/playback-host/idle-playback';
import { useHostedPlayback } from '../../../shared/playback-host/hosted-playback';
import { useLiveOrder } from '../../../shared/hooks/use-live-order';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { useNow } from '../../../shared/hooks/use-now';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { errorText } from '../../../shared/i18n/i18n';
import { outlineButton } from '../../../shared/theme/buttons';
import { LoginDialog } from '../player/login-dialog';
import { PlayerPanel } from '../player/player-panel';
import { WatchNextList } from './live-watch-next';
import { layout, list, notice, orderChoice, player, tabs } from './live-styles';

/** One channel of the list: a button that plays it, pressed while it plays. */
const ChannelItem = memo(function ChannelItem({
  entry,
  now,
  pending,
  playing,
  onChoose,
}: {
  entry: LiveEntry;
  now: Temporal.Instant;
  pending: boolean;
  playing: boolean;
  onChoose: (entry: LiveEntry) => void;
}) {
  return (
    <li>
      <button type="button" aria-pressed={playing} onClick={() => onChoose(entry)}>
        <LiveEntrySummary entry={entry} now={now} pending={pending} />
      </button>
    </li>
  );
});

/**
 * Live channels with their current show; choosing one plays it beside the list, so that the
 * user switches channel without leaving the player. `?play=` and `?replay=` start playback.
 */
export function LiveScreen() {
  const { tab } = useParams();
  const { session } = useAuth();
  const { pathname, search } = useLocation();
  // A tab that does not exist or is not offered to this account is an unknown path (spec point 2).
  const decision = decideLiveTab('web', tab, session, `${pathname}${search}`);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  // One screen for every tab, so that the player keeps playing while the user changes tab.
  return isLiveTab(tab) ? <LiveLists tab={tab} /> : null;
}

function LiveLists({ tab }: { tab: LiveTabName }) {
  const { t } = useTranslation();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const chooseShow = useCallback((show: Show) => setParams({ replay: show.id }, { replace: true }), [setParams]);
  // The layout's one playback (it goes on, docked, once the user leaves: PlaybackHost).
  const { playback, send } = useHostedPlayback();
  const control = playback ?? { ...IDLE, send };
  const { model, live, choose } = useLiveScreen(
    'web',
    tab,
    { channelId: params.get('play'), showId: params.get('replay') },
    control,
    alwaysStays,
  );
  const liveOrder = useLiveOrder(live.status === 'success' ? live.entries : null);
  const orderOffered = model.list === 'normal' && !model.watchNext;
  const retryFailedLoads = useRetryFailedLoads();
  const { compactChannelList } = usePreferences().preferences;
  // Full screen shows the player with this list beside it, so that zapping works there too.
  const screen = useRef<HTMLDivElement>(null);

  return (
    <div className={layout} ref={screen}>
      <div className={player}>
        {playback ? <PlayerPanel playback={playback} fullScreenTarget={screen} /> : null}
        {model.loginDialog && playback ? <LoginDialog onCancel={playback.dismiss} /> : null}
      </div>
      <section aria-labelledby="live-heading">
        <h1 id="live-heading">{t('live_title')}</h1>
        {model.tabs.length > 0 ? (
          <nav className={tabs} aria-label={t('live_tabs')}>
            {model.tabs.map((link) => (
              <NavLink key={link.tab} to={link.path}>
                {t(link.labelKey)}
              </NavLink>
            ))}
          </nav>
        ) : null}
        {model.watchNext ? (
          <WatchNextList
            entries={live.status === 'success' ? live.entries : null}
            playingShowId={params.get('replay')}
            onChoose={chooseShow}
            listClassName={list}
          />
        ) : null}
        {!model.watchNext && live.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {!model.watchNext && live.status === 'failure' ? (
          <>
            <p role="alert">{errorText(t, live.error)}</p>
            <button type="button" className={outlineButton} onClick={retryFailedLoads}>
              {t('retry')}
            </button>
          </>
        ) : null}
        {!model.watchNext && live.status === 'success' && live.showsError !== null ? (
          <div className={notice}>
            <p role="alert">{errorText(t, live.showsError)}</p>
            <button type="button" className={outlineButton} onClick={retryFailedLoads}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {orderOffered && live.status === 'success' ? (
          <div className={orderChoice} role="group" aria-label={t('live_order')}>
            {liveOrder.orders.map((order) => (
              <button
                key={order}
                type="button"
                className={outlineButton}
                aria-pressed={liveOrder.order === order}
                onClick={() => liveOrder.choose(order)}
              >
                {t(`live_order_${order}`)}
              </button>
            ))}
            {liveOrder.ordered?.unavailable ? <p role="status">{t('live_order_unavailable')}</p> : null}
          </div>
        ) : null}
        {!model.watchNext && live.status === 'success' ? (
          <ul
            className={list}
            aria-label={t('channels_label')}
            aria-busy={liveOrder.ordered?.pending || undefined}
            data-density={compactChannelList ? 'compact' : undefined}
          >
            {(liveOrder.ordered?.entries ?? live.entries).map((entry) => (
              <ChannelItem
                key={entry.channel.id}
                entry={entry}
                now={now}
                pending={live.showsPending}
                playing={control.channelId === entry.channel.id}
                onChoose={choose}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
