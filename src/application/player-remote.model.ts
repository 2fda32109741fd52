import { REMOTE_SEEK_STEP_SECONDS } from '../domain/zapping';
import { seekEvent, type PlayerControls } from './player-controls.model';
import type { PlayerControlEvent } from './playback.types';

/** The remote's media keys the player hears. */
export type MediaKey = 'play' | 'pause' | 'playPause' | 'rewind' | 'fastForward';

/**
 * What a media key asks of the stream (issue 12, item 6), or null when it means nothing now:
 * play and pause only where they change something, rewind and fast-forward by
 * `REMOTE_SEEK_STEP_SECONDS` within the range the controls allow (never past either end).
 */
export function mediaKeyEvent(key: MediaKey, controls: Pick<PlayerControls, 'toggle' | 'seek'>): PlayerControlEvent | null {
  const { toggle, seek } = controls;
  switch (key) {
    case 'playPause':
      return toggle.event;
    case 'play':
      return toggle.event?.type === 'player.resume' ? toggle.event : null;
    case 'pause':
      return toggle.event?.type === 'player.pause' ? toggle.event : null;
    case 'rewind':
    case 'fastForward': {
      if (seek === null) return null;
      const step = key === 'rewind' ? -REMOTE_SEEK_STEP_SECONDS : REMOTE_SEEK_STEP_SECONDS;
      const position = Math.min(seek.max, Math.max(seek.min, seek.value + step));
      return position === seek.value ? null : seekEvent(position);
    }
  }
}
