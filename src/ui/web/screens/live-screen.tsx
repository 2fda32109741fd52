import { css } from '@linaria/core';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { errorKind } from '../../../domain/errors';
import { hasPermission } from '../../../domain/profile';
import type { LiveEntry } from '../../../domain/live';
import type { Temporal } from '../../../domain/time';
import { LiveEntrySummary } from '../../shared/components/live-entry-summary';
import { useAuth } from '../../shared/hooks/use-auth';
import { useLive, type LiveTab } from '../../shared/hooks/use-live';
import { useNow } from '../../shared/hooks/use-now';
import { usePlayback } from '../../shared/hooks/use-playback';
import { usePlayRequest } from '../../shared/hooks/use-play-request';
import { errorTextKey } from '../../shared/i18n/i18n';
import { LoginDialog } from '../player/login-dialog';
import { PlayerPanel } from '../player/player-panel';

/** How long a channel plays before its neighbours are prepared for zapping. */
const PRELOAD_AFTER_MS = 800;

const layout = css`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(320px, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;
const player = css`
  position: sticky;
  top: 12px;
  @media (min-width: 1200px) {
    order: 2;
  }
`;
const tabs = css`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
  a {
    color: var(--color-text);
    text-decoration: none;
    padding: 6px 12px;
    border-radius: 6px;
    background: var(--color-surface);
  }
  a[aria-current='page'] {
    background: var(--color-accent);
    color: var(--color-on-accent);
  }
`;
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
`;

/** One channel of the list: a button that plays it, pressed while it plays. */
const ChannelItem = memo(function ChannelItem({ entry, now, playing, onChoose }: { entry: LiveEntry; now: Temporal.Instant; playing: boolean; onChoose: (entry: LiveEntry) => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button type="button" aria-pressed={playing} aria-label={t('play_channel', { name: entry.channel.name })} onClick={() => onChoose(entry)}>
        <LiveEntrySummary entry={entry} now={now} />
      </button>
    </li>
  );
});

/**
 * Live channels with their current show; choosing one plays it beside the list, so that the
 * user switches channel without leaving the player. `?play=` and `?replay=` start playback.
 */
export function LiveScreen() {
  const { t } = useTranslation();
  const { tab: tabParam } = useParams();
  const tab: LiveTab = tabParam === 'fast' ? 'fast' : 'normal';
  const live = useLive(tab);
  const now = useNow();
  const { session } = useAuth();
  // The extra FAST channels are a tab of their own for accounts allowed the FAST menu (spec point 6).
  const fastAllowed = session !== null && hasPermission(session.profile, 'fast_menu');
  const [params] = useSearchParams();
  const playback = usePlayback();
  usePlayRequest({ channelId: params.get('play'), showId: params.get('replay') }, live.status === 'success' ? live.entries : null, playback);

  // Playing while signed out opens the login dialog; once signed in, the chosen channel plays.
  const waiting = useRef<LiveEntry['channel'] | null>(null);
  // Stable across renders, so that a zap re-renders only the two channels whose state changes.
  const playRef = useRef(playback.play);
  playRef.current = playback.play;
  const choose = useCallback(({ channel }: LiveEntry) => {
    waiting.current = channel;
    playRef.current(channel.id, channel);
  }, []);
  const { loginRequired, dismiss, play } = playback;
  useEffect(() => {
    if (!loginRequired || session === null || waiting.current === null) return;
    dismiss();
    play(waiting.current.id, waiting.current);
  }, [loginRequired, session, dismiss, play]);

  // Zapping is quicker to a channel prepared in advance: the ones either side of the playing one.
  const { playing, channelId, preloadChannel } = playback;
  const entries = live.status === 'success' ? live.entries : null;
  useEffect(() => {
    if (!playing || entries === null) return undefined;
    const index = entries.findIndex((entry) => entry.channel.id === channelId);
    // After the chosen channel's first segments: preloading earlier competes with them.
    const timer = setTimeout(() => {
      for (const neighbour of [entries[index + 1], entries[index - 1]]) if (neighbour) preloadChannel(neighbour.channel.id);
    }, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [playing, channelId, entries]); // eslint-disable-line react-hooks/exhaustive-deps -- once per channel played

  return (
    <div className={layout}>
      <div className={player}>
        <PlayerPanel playback={playback} />
        {playback.loginRequired && session === null ? <LoginDialog onCancel={playback.dismiss} /> : null}
      </div>
      <section aria-labelledby="live-heading">
        <h1 id="live-heading">{t('live_title')}</h1>
        {fastAllowed ? (
          <nav className={tabs} aria-label={t('live_tabs')}>
            <NavLink to="/live/normal">{t('live_tab_normal')}</NavLink>
            <NavLink to="/live/fast">{t('live_tab_fast')}</NavLink>
          </nav>
        ) : null}
        {live.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {live.status === 'failure' ? <p role="alert">{t(errorTextKey(errorKind(live.error)))}</p> : null}
        {live.status === 'success' ? (
          <ul className={list} aria-label={t('channels_label')}>
            {live.entries.map((entry) => (
              <ChannelItem key={entry.channel.id} entry={entry} now={now} playing={playback.channelId === entry.channel.id} onChoose={choose} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
