import { FocusContext, getCurrentFocusKey, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { css, cx } from '@linaria/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { mediaKeyEvent } from '../../../../application/playback/player-remote.model';
import type { Playback } from '../../../shared/hooks/use-playback';
import type { usePlayerControls } from '../../../shared/hooks/use-player-controls';
import { useTrackLabels } from '../../../shared/hooks/use-tracks';
import { PanelButton } from './panel-button';
import { TvChannelNeighbours } from './tv-channel-neighbours';
import { TvPlayheadClock } from './tv-playhead-clock';
import { panel, row } from './tv-player-styles';

const controlsPanel = css`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.6rem;
  }
`;
const badge = css`
  background: var(--color-accent);
  color: var(--color-on-accent);
  border-radius: 6px;
  padding: 4px 10px;
  font-weight: 700;
`;

/**
 * The TV player's controls (the `playerControls` model, issue 12 item 6), reached with Enter:
 * play and pause, 30 s back and forward where seeking is allowed, start-over, back to live, and
 * the audio (with audio description) and subtitle choices. Back closes them.
 */
export function TvPlayerControls({
  playback,
  controls: { controls, latest, send, chooseAudio, chooseText },
}: {
  playback: Playback;
  controls: ReturnType<typeof usePlayerControls>;
}) {
  const { t } = useTranslation();
  const labels = useTrackLabels();
  const { ref, focusKey, focusSelf } = useFocusable<object, HTMLElement>({
    focusKey: 'player-controls',
    isFocusBoundary: true,
  });
  // A control that had the focus may go as the playback changes (start-over, seeking while it
  // loads): the focus stays in the panel, on a control the remote can use, else on the first one.
  // Opened while the stream loads, no control can take the focus: the focus library's stays on
  // the panel (or a disabled control) until one can, then goes to it, or Right would go nowhere
  // and Left would open the menu (found by bench:dpad at 6x CPU).
  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    const stranded =
      !lost &&
      ref.current?.contains(active) === true &&
      (getCurrentFocusKey() === focusKey || active.getAttribute('aria-disabled') === 'true') &&
      ref.current.querySelector('button:not([aria-disabled])') !== null;
    if (!lost && !stranded) return;
    focusSelf();
    if (!ref.current?.contains(document.activeElement)) ref.current?.querySelector('button')?.focus();
  });
  const { toggle, seek, audio, text } = controls;
  const sendKey = (key: 'rewind' | 'fastForward') => {
    const event = mediaKeyEvent(key, latest());
    if (event) send(event);
  };
  return (
    <FocusContext.Provider value={focusKey}>
      <section ref={ref} className={cx(panel, controlsPanel)} aria-label={t('tv_player_controls')}>
        <h2>{t('tv_player_controls')}</h2>
        <div className={row}>
          <PanelButton
            focusKey="control-toggle"
            autoFocus
            disabled={!toggle.enabled}
            onPress={() => toggle.event && send(toggle.event)}
          >
            {t(toggle.labelKey)}
          </PanelButton>
          {seek ? (
            <PanelButton focusKey="control-back" onPress={() => sendKey('rewind')}>
              {t('tv_seek_back')}
            </PanelButton>
          ) : null}
          {seek ? (
            <PanelButton focusKey="control-forward" onPress={() => sendKey('fastForward')}>
              {t('tv_seek_forward')}
            </PanelButton>
          ) : null}
          {controls.startOver ? (
            <PanelButton focusKey="control-start-over" onPress={() => controls.startOver && send(controls.startOver)}>
              {t('player_start_over')}
            </PanelButton>
          ) : null}
          {controls.goLive ? (
            <PanelButton focusKey="control-go-live" onPress={() => controls.goLive && send(controls.goLive)}>
              {t('player_go_live')}
            </PanelButton>
          ) : null}
          {controls.liveBadge ? <span className={badge}>{t('player_live_badge')}</span> : null}
          {seek ? <TvPlayheadClock playback={playback} /> : null}
          {playback.loading ? <span role="status">{t('player_loading')}</span> : null}
        </div>
        {audio ? (
          <div className={row} role="group" aria-label={t('player_audio')}>
            <span>{t('player_audio')}</span>
            {audio.options.map((option) => (
              <PanelButton
                key={`${option.language}-${option.labelKey ?? ''}`}
                focusKey={`control-audio-${option.index}`}
                pressed={option.index === audio.selected}
                onPress={() => chooseAudio(option.track)}
              >
                {labels.audio(option)}
              </PanelButton>
            ))}
          </div>
        ) : null}
        {text ? (
          <div className={row} role="group" aria-label={t('player_subtitles')}>
            <span>{t('player_subtitles')}</span>
            <PanelButton focusKey="control-text-off" pressed={text.selected === null} onPress={() => chooseText(null)}>
              {t('player_subtitles_off')}
            </PanelButton>
            {text.options.map((track) => (
              <PanelButton
                key={track.id}
                focusKey={`control-text-${track.id}`}
                pressed={track.id === text.selected}
                onPress={() => chooseText(track)}
              >
                {labels.text(track)}
              </PanelButton>
            ))}
          </div>
        ) : null}
        <TvChannelNeighbours content={playback.content} />
      </section>
    </FocusContext.Provider>
  );
}
