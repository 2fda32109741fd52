import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAnnouncement } from '../../shared/components/announcer';
import { VideoSurface } from '../../shared/components/video-surface';
import { useLive } from '../../shared/hooks/use-live';
import { usePlayback } from '../../shared/hooks/use-playback';
import { useTracks } from '../../shared/hooks/use-tracks';
import { errorTextKey } from '../../shared/i18n/i18n';
import { languageName } from '../../shared/i18n/language-name';
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

const title = css`
  font-weight: 800;
  font-size: 2rem;
  margin: 0;
`;
const facts = css`
  list-style: none;
  margin: 12px 0;
  padding: 0;
  display: flex;
  li + li {
    margin-left: 32px;
  }
`;

/**
 * Full-screen playback of a channel; Back stops it and returns to the previous screen. The zap
 * and errors are said through the live region; the screen tells whether subtitles and audio
 * description exist.
 */
export function TvPlayerScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const playback = usePlayback();
  const channelId = params.get('channel');
  const live = useLive();
  const channel = live.status === 'success' ? live.entries.find((entry) => entry.channel.id === channelId)?.channel : undefined;
  const tracks = useTracks(playback.player, playback.content, playback.playing);
  const subtitles = [...new Set(tracks.text.map((track) => languageName(track.language, i18n.language)))];
  const audioDescription = tracks.audio.some((track) => track.audioDescription);
  const errorText = playback.error ? t(errorTextKey(playback.error)) : null;
  useAnnouncement(playback.playing && channel ? t('tv_playing', { name: channel.name }) : null);
  useAnnouncement(errorText);

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
        {channel ? <p className={title}>{channel.number}. {channel.name}</p> : null}
        {playback.loading ? <p>{t('player_loading')}</p> : null}
        {errorText ? <p>{errorText}</p> : null}
        {playback.playing ? (
          <ul className={facts}>
            <li>{subtitles.length > 0 ? t('tv_subtitles', { languages: subtitles.join(', ') }) : t('tv_subtitles_none')}</li>
            <li>{audioDescription ? t('tv_audio_description') : t('tv_audio_description_none')}</li>
          </ul>
        ) : null}
        <p>{t('tv_back_hint')}</p>
      </div>
    </main>
  );
}
