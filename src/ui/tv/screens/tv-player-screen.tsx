import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { VideoSurface } from '../../shared/components/video-surface';
import { usePlayback } from '../../shared/hooks/use-playback';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useBackKey } from '../remote';

const screen = css`
  position: fixed;
  inset: 0;
  background: #000;
  display: grid;
  place-items: center;
  video {
    width: 100vw;
    height: 100vh;
    aspect-ratio: auto;
    object-fit: contain;
  }
`;
const overlay = css`
  position: absolute;
  bottom: 48px;
  left: 64px;
  font-size: 1.6rem;
  text-shadow: 0 2px 6px #000;
`;

/** Full-screen playback of a channel; Back stops it and returns to the previous screen. */
export function TvPlayerScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const playback = usePlayback();
  const channelId = params.get('channel');

  // `send` is stable: the channel plays once per channel asked.
  const { send } = playback;
  useEffect(() => {
    if (channelId) send({ type: 'player.playChannel', channelId });
  }, [channelId, send]);
  // Back returns to the screen the player was opened from, or home when it was opened directly.
  useBackKey(() => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/home')));

  return (
    <main className={screen} aria-label={t('player_label')}>
      <VideoSurface videoRef={playback.videoRef} label={t('player_label')} />
      <div className={overlay}>
        {playback.loading ? <p role="status">{t('player_loading')}</p> : null}
        {playback.error ? <p role="alert">{t(errorTextKey(playback.error))}</p> : null}
        <p>{t('tv_back_hint')}</p>
      </div>
    </main>
  );
}
