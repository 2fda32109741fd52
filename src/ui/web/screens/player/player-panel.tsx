import { css } from '@linaria/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PlayerSlot } from '../../../shared/playback-host/hosted-playback';
import { CastButton } from './cast-button';
import { ChannelNeighbours } from './channel-neighbours';
import { seekEvent, volumeEvent } from '../../../../application/playback/player-controls.model';
import type { Playback } from '../../../shared/hooks/use-playback';
import { usePlayerControls } from '../../../shared/hooks/use-player-controls';
import { useTrackLabels } from '../../../shared/hooks/use-tracks';
import { PlayerMessages } from './player-messages';

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
const video = css`
  video {
    aspect-ratio: 16 / 9;
  }
`;
const controlBar = css`
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
 * The web player: the hosted video (PlaybackHost, moved here while the panel is mounted) and its controls (play and pause, seek within the allowed range,
 * start-over and back to live, volume, full screen, audio and subtitles), the messages of
 * spec point 8 and the parental challenge. Full screen takes `fullScreenTarget` when given (the
 * live screen's player with its channel list, so that zapping works there too), else the panel.
 */
export function PlayerPanel({
  playback,
  fullScreenTarget,
}: {
  playback: Playback;
  fullScreenTarget?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const labels = useTrackLabels();
  const frame = useRef<HTMLElement>(null);
  const { controls, send, chooseAudio, chooseText } = usePlayerControls(playback);
  const fullScreen = useFullScreen();
  const { toggle, seek, audio, text } = controls;
  // The browser's own floating player, where the engine has one.
  const pictureInPicture = typeof document !== 'undefined' && document.pictureInPictureEnabled === true;

  return (
    <section ref={frame} className={panel} aria-label={t('player_label')} hidden={!playback.active}>
      <PlayerSlot className={video} />
      {playback.loading ? <p role="status">{t('player_loading')}</p> : null}
      <PlayerMessages playback={playback} />
      <div className={controlBar}>
        <button type="button" disabled={!toggle.enabled} onClick={() => toggle.event && send(toggle.event)}>
          {t(toggle.labelKey)}
        </button>
        {controls.liveBadge ? <span className={badge}>{t('player_live_badge')}</span> : null}
        {seek ? (
          <label className={seekBar}>
            <span hidden>{t('player_position')}</span>
            <input
              type="range"
              aria-label={t('player_position')}
              min={seek.min}
              max={seek.max}
              step={1}
              value={seek.value}
              onChange={(event) => send(seekEvent(Number(event.target.value)))}
            />
            <span>{seek.clock}</span>
          </label>
        ) : null}
        {controls.startOver ? (
          <button type="button" onClick={() => controls.startOver && send(controls.startOver)}>
            {t('player_start_over')}
          </button>
        ) : null}
        {controls.goLive ? (
          <button type="button" onClick={() => controls.goLive && send(controls.goLive)}>
            {t('player_go_live')}
          </button>
        ) : null}
        <label>
          {t('player_volume')}
          <input
            type="range"
            min={controls.volume.min}
            max={controls.volume.max}
            step={controls.volume.step}
            value={controls.volume.value}
            onChange={(event) => send(volumeEvent(Number(event.target.value)))}
          />
        </label>
        {audio ? (
          <label>
            {t('player_audio')}
            <select
              value={audio.selected}
              onChange={(event) => {
                const option = audio.options[Number(event.target.value)];
                if (option) chooseAudio(option.track);
              }}
            >
              {audio.options.map((option) => (
                <option key={`${option.language}-${option.labelKey ?? ''}`} value={option.index}>
                  {labels.audio(option)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {text ? (
          <label>
            {t('player_subtitles')}
            <select
              value={text.selected ?? ''}
              onChange={(event) => {
                chooseText(text.options.find((track) => String(track.id) === event.target.value) ?? null);
              }}
            >
              <option value="">{t('player_subtitles_off')}</option>
              {text.options.map((track) => (
                <option key={track.id} value={track.id}>
                  {labels.text(track)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <CastButton
          videoRef={playback.videoRef}
          channelId={playback.content?.kind === 'vod' ? null : playback.channelId}
        />
        {pictureInPicture ? (
          <button type="button" onClick={() => void playback.videoRef.current?.requestPictureInPicture()}>
            {t('player_picture_in_picture')}
          </button>
        ) : null}
        {fullScreen ? (
          <button type="button" onClick={() => void document.exitFullscreen()}>
            {t('player_exit_fullscreen')}
          </button>
        ) : (
          <button type="button" onClick={() => void (fullScreenTarget ?? frame).current?.requestFullscreen?.()}>
            {t('player_fullscreen')}
          </button>
        )}
        <button type="button" onClick={() => send(controls.stop)}>
          {t('player_close')}
        </button>
      </div>
      <ChannelNeighbours content={playback.content} />
    </section>
  );
}
