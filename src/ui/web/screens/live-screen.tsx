import { css } from '@linaria/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorKind } from '../../../domain/errors';
import { LiveEntrySummary } from '../../shared/components/live-entry-summary';
import { VideoSurface } from '../../shared/components/video-surface';
import { useAuth } from '../../shared/hooks/use-auth';
import { useLive } from '../../shared/hooks/use-live';
import { useNow } from '../../shared/hooks/use-now';
import { usePlayback } from '../../shared/hooks/use-playback';
import { errorTextKey } from '../../shared/i18n/i18n';

const layout = css`
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: 1200px) {
    grid-template-columns: minmax(0, 2fr) minmax(320px, 1fr);
    align-items: start;
  }
`;
const player = css`
  position: sticky;
  top: 12px;
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

/** Live channels with their current show; choosing one plays it (sign-in first when needed). */
export function LiveScreen() {
  const { t } = useTranslation();
  const live = useLive();
  const now = useNow();
  const { session } = useAuth();
  const navigate = useNavigate();
  const playback = usePlayback();

  const choose = (channelId: string) => {
    if (!session) navigate(`/login?redirect=${encodeURIComponent('/live/normal')}`);
    else playback.play(channelId);
  };

  return (
    <div className={layout}>
      <section aria-labelledby="live-heading">
        <h1 id="live-heading">{t('live_title')}</h1>
        {live.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
        {live.status === 'failure' ? <p role="alert">{t(errorTextKey(errorKind(live.error)))}</p> : null}
        {live.status === 'success' ? (
          <ul className={list} aria-label={t('channels_label')}>
            {live.entries.map((entry) => (
              <li key={entry.channel.id}>
                <button type="button" aria-pressed={playback.channelId === entry.channel.id}
                  aria-label={t('play_channel', { name: entry.channel.name })} onClick={() => choose(entry.channel.id)}>
                  <LiveEntrySummary entry={entry} now={now} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={player} aria-label={t('player_label')} hidden={!playback.active}>
        <VideoSurface videoRef={playback.videoRef} label={t('player_label')} />
        {playback.loading ? <p role="status">{t('player_loading')}</p> : null}
        {playback.error ? <p role="alert">{t(errorTextKey(playback.error))}</p> : null}
        <button type="button" onClick={playback.stop}>{t('player_close')}</button>
      </section>
    </div>
  );
}
