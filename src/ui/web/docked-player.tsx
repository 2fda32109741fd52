import { css } from '@linaria/core';
import { Link } from 'react-router';
import { usePlaybackTitle } from '../shared/hooks/use-playback-title';
import { usePlayerControls } from '../shared/hooks/use-player-controls';
import { useTranslation } from '../shared/i18n/use-translation';
import type { DockProps } from '../shared/playback-host/dock-props';
import { outlineButton } from '../shared/theme/buttons';
import { visuallyHidden } from '../shared/theme/visually-hidden';
import { PlayerMessages } from './screens/player/player-messages';

const dock = css`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 14;
  width: min(420px, calc(100vw - 32px));
  box-sizing: border-box;
  padding: 8px;
  border-radius: 12px;
  background: var(--color-surface-raised);
  color: var(--color-text);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
  &[hidden] {
    display: none;
  }
  h2 {
    margin: 6px 4px;
    font-size: 1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  video {
    aspect-ratio: 16 / 9;
    border-radius: 8px;
  }
`;
const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a,
  button {
    text-decoration: none;
    font-size: 0.9rem;
    padding: 6px 10px;
  }
`;
/** Closing takes the dock away: the focus goes to the screen rather than to the page's start. */
const focusMain = () => document.getElementById('main')?.focus();

/**
 * The web's docked player (issue 38 item 1): the stream of the screen the user left goes on in a
 * corner above the content (below dialogs), with its title, play and pause, back to the full
 * player and close (which stops and reports the stream). Screen readers hear it arrive; its
 * buttons are the keyboard's next stops after the screen.
 */
export function DockedPlayer({ playback, shown, videoBox, screenPath }: DockProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={visuallyHidden}>
        {shown ? t('player_dock_announce') : ''}
      </p>
      <section className={dock} hidden={!shown} aria-label={t('player_dock_label')}>
        <div ref={videoBox} />
        {shown ? <DockControls playback={playback} screenPath={screenPath} /> : null}
      </section>
    </>
  );
}

function DockControls({ playback, screenPath }: Pick<DockProps, 'playback' | 'screenPath'>) {
  const { t } = useTranslation();
  const title = usePlaybackTitle(playback.content);
  const { controls, send } = usePlayerControls(playback, 'status');
  const { toggle } = controls;
  return (
    <>
      <h2>{title}</h2>
      <PlayerMessages playback={playback} />
      <div className={buttons}>
        <button
          type="button"
          className={outlineButton}
          disabled={!toggle.enabled}
          onClick={() => toggle.event && send(toggle.event)}
        >
          {t(toggle.labelKey)}
        </button>
        {screenPath === null ? null : (
          <Link className={outlineButton} to={screenPath}>
            {t('player_dock_back')}
          </Link>
        )}
        <button type="button" className={outlineButton} onClick={() => (send(controls.stop), focusMain())}>
          {t('player_close')}
        </button>
      </div>
    </>
  );
}
