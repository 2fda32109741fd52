import { css } from '@linaria/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoSurface } from '../../shared/components/video-surface';
import type { usePlayback } from '../../shared/hooks/use-playback';
import { useTracks } from '../../shared/hooks/use-tracks';
import { errorTextKey } from '../../shared/i18n/i18n';
import { PinDialog } from './pin-dialog';

const panel = css`
  display: grid;
  gap: 8px;
  background: var(--color-surface);
  border-radius: 12px;
  padding: 8px;
  &[hidden] {
    display: none;
  }
  &:fullscreen {
    align-content: center;
    background: #000;
  }
`;
const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  button,
  select {
    font: inherit;
    color: var(--color-text);
    background: var(--color-surface-raised);
    border: 1px solid transparent;
    border-radius: 6px;
    padding: 6px 10px;
  }
  input[type='range'] {
    accent-color: var(--color-accent);
  }
`;
const seekBar = css`
  flex: 1 1 200px;
  input {
    width: 100%;
  }
`;
const badge = css`
  background: var(--color-accent);
  color: var(--color-on-accent);
  border-radius: 4px;
  padding: 2px 6px;
  font-weight: 700;
  font-size: 0.8rem;
`;
const alert = css`
  color: var(--color-error);
  margin: 0;
`;

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
};

type Playback = ReturnType<typeof usePlayback>;

/** Whether the page shows something in full screen now. */
function useFullScreen(): boolean {
  const [fullScreen, setFullScreen] = useState(() => document.fullscreenElement != null);
  useEffect(() => {
    const update = () => setFullScreen(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return fullScreen;
}

/**
 * The web player: the video and its controls (play and pause, seek within the allowed range,
 * start-over and back to live, volume, full screen, audio and subtitles), the messages of
 * spec point 8 and the parental challenge. Full screen takes `fullScreenTarget` when given (the
 * live screen's player with its channel list, so that zapping works there too), else the panel.
 */
export function PlayerPanel({ playback, fullScreenTarget }: { playback: Playback; fullScreenTarget?: RefObject<HTMLElement | null> }) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLElement>(null);
  const tracks = useTracks(playback.player, playback.content, playback.playing);
  const head = playback.playhead;
  const fullScreen = useFullScreen();
  const languageName = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;

  return (
    <section ref={frame} className={panel} aria-label={t('player_label')} hidden={!playback.active}>
      <VideoSurface videoRef={playback.videoRef} label={t('player_label')} />
      {playback.loading ? <p role="status">{t('player_loading')}</p> : null}
      {playback.error ? <p role="alert" className={alert}>{t(errorTextKey(playback.error))}</p> : null}
      {playback.parental?.asking ? (
        <PinDialog busy={playback.parental.busy} error={playback.parental.error} onSubmit={playback.submitPin} onCancel={playback.cancelPin} />
      ) : null}
      <div className={controls}>
        <button type="button" disabled={!head} onClick={() => (head?.paused ? void playback.player.play() : playback.player.pause())}>
          {head && !head.paused ? t('player_pause') : t('player_play')}
        </button>
        {head?.live ? <span className={badge}>{t('player_live_badge')}</span> : null}
        {head && playback.canSeek ? (
          <label className={seekBar}>
            <span hidden>{t('player_position')}</span>
            <input type="range" aria-label={t('player_position')} min={head.seekStart} max={head.seekEnd} step={1} value={head.position}
              onChange={(event) => playback.player.seek(Number(event.target.value))} />
            <span>{clock(head.position - head.seekStart)}</span>
          </label>
        ) : null}
        {playback.canStartOver ? <button type="button" onClick={playback.startOver}>{t('player_start_over')}</button> : null}
        {playback.canGoLive ? <button type="button" onClick={playback.goLive}>{t('player_go_live')}</button> : null}
        <label>
          {t('player_volume')}
          <input type="range" min={0} max={1} step={0.05} value={playback.volume} onChange={(event) => playback.setVolume(Number(event.target.value))} />
        </label>
        {tracks.audio.length > 1 ? (
          <label>
            {t('player_audio')}
            <select value={tracks.audio.findIndex((track) => track.active)} onChange={(event) => {
              const track = tracks.audio[Number(event.target.value)];
              if (track) tracks.chooseAudio(track);
            }}>
              {tracks.audio.map((track, index) => (
                <option key={`${track.language}-${track.audioDescription}`} value={index}>
                  {track.audioDescription ? t('player_audio_description', { language: languageName(track.language) }) : languageName(track.language)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {tracks.text.length > 0 ? (
          <label>
            {t('player_subtitles')}
            <select value={tracks.text.find((track) => track.active)?.id ?? ''} onChange={(event) => {
              tracks.chooseText(tracks.text.find((track) => String(track.id) === event.target.value) ?? null);
            }}>
              <option value="">{t('player_subtitles_off')}</option>
              {tracks.text.map((track) => (
                <option key={track.id} value={track.id}>{languageName(track.language)}</option>
              ))}
            </select>
          </label>
        ) : null}
        {fullScreen ? (
          <button type="button" onClick={() => void document.exitFullscreen()}>{t('player_exit_fullscreen')}</button>
        ) : (
          <button type="button" onClick={() => void (fullScreenTarget ?? frame).current?.requestFullscreen?.()}>{t('player_fullscreen')}</button>
        )}
        <button type="button" onClick={playback.stop}>{t('player_close')}</button>
      </div>
    </section>
  );
}
