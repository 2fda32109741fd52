import { REMOTE_SEEK_STEP_SECONDS } from '../../domain/playback/zapping';
import { seekEvent, type PlayerControls } from './player-controls.model';
import type { PlayerControlEvent } from './playback.types';

/** The remote's media keys the player hears. */
export type MediaKey = 'play' | 'pause' | 'playPause' | 'rewind' | 'fastForward';

/**
 * What a media key asks of the stream (issue 12, item 6), or null when it means nothing now:
 * play and pause whenever a stream is there (the playhead is polled, so the toggle may lag one
 * poll behind: each key says what it wants, not the opposite of what was last seen), play-pause
 * the toggle's event, rewind and fast-forward by
 * `REMOTE_SEEK_STEP_SECONDS` within the range the controls allow (never past either end).
 */
export function mediaKeyEvent(
  key: MediaKey,
  controls: Pick<PlayerControls, 'toggle' | 'seek'>,
): PlayerControlEvent | null {
  const { toggle, seek } = controls;
  switch (key) {
    case 'playPause':
      return toggle.event;
    case 'play':
      return toggle.enabled ? { type: 'player.resume' } : null;
    case 'pause':
      return toggle.enabled ? { type: 'player.pause' } : null;
    case 'rewind':
    case 'fastForward': {
      if (seek === null) return null;
      const step = key === 'rewind' ? -REMOTE_SEEK_STEP_SECONDS : REMOTE_SEEK_STEP_SECONDS;
      const position = Math.min(seek.max, Math.max(seek.min, seek.value + step));
      return position === seek.value ? null : seekEvent(position);
    }
  }
}
