import { css, cx } from '@linaria/core';
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
import { useLiveOrder } from '../../../shared/hooks/use-live-order';
import { useRetryFailedLoads } from '../../../shared/hooks/use-retry-failed-loads';
import { useNow } from '../../../shared/hooks/use-now';
import { usePreferences } from '../../../shared/hooks/use-preferences';
import { errorText } from '../../../shared/i18n/i18n';
import { from } from '../../../shared/theme/breakpoints';
import { outlineButton } from '../../../shared/theme/buttons';
import { LoginDialog } from '../player/login-dialog';
import { PlayerPanel } from '../player/player-panel';
import { WatchNextList } from './live-watch-next';
import { currentPageLink, tabLinks } from '../../styles/links';

// Breakpoints of spec point 9: one column with the player over the list below sm (not sticky, so
// that the list keeps the window); from sm the list beside the player, which stays in view; from lg the list keeps a comfortable width and the player is kept
// within the window's height so that its controls stay in view.
const layout = css`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  &:fullscreen {
    background: var(--color-bg);
    overflow: auto;
    padding: 16px;
  }
  @media ${from.sm} {
    gap: 24px;
    grid-template-columns: minmax(300px, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  @media ${from.md} {
    grid-template-columns: minmax(340px, 1fr) minmax(0, 2fr);
  }
  @media ${from.lg} {
    grid-template-columns: minmax(420px, 1fr) minmax(0, 2.5fr);
  }
`;
const player = css`
  @media ${from.sm} {
    position: sticky;
    top: 12px;
    order: 2;
  }
  @media ${from.lg} {
    justify-self: center;
    width: 100%;
    max-width: calc((100vh - 160px) * 16 / 9);
  }
`;
const tabs = cx(
  tabLinks,
  currentPageLink,
  css`
    margin-bottom: 12px;
  `,
);
const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  button {
    width: 100%;
    font: inherit;
    color: inherit;
    background: var(--color-surface);
    border: 2px solid transparent;
    border-radius: 10px;
    padding: 10px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-accent);
  }
  /* The compact channel list (a local preference): denser rows. */
  &[data-density='compact'] {
    gap: 2px;
    button {
      padding: 2px 10px;
    }
  }
`;

const orderChoice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 12px;
  button[aria-pressed='true'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
  p {
    margin: 0;
  }
`;
const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  p {
    margin: 0;
  }
`;

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
  const { model, live, playback, choose } = useLiveScreen('web', tab, {
    channelId: params.get('play'),
    showId: params.get('replay'),
  });
  const liveOrder = useLiveOrder(live.status === 'success' ? live.entries : null);
  const orderOffered = model.list === 'normal' && !model.watchNext;
  const retryFailedLoads = useRetryFailedLoads();
  const { compactChannelList } = usePreferences().preferences;
  // Full screen shows the player with this list beside it, so that zapping works there too.
  const screen = useRef<HTMLDivElement>(null);

  return (
    <div className={layout} ref={screen}>
      <div className={player}>
        <PlayerPanel playback={playback} fullScreenTarget={screen} />
        {model.loginDialog ? <LoginDialog onCancel={playback.dismiss} /> : null}
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
                playing={playback.channelId === entry.channel.id}
                onChoose={choose}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
