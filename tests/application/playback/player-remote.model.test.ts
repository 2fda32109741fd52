import { describe, expect, it } from 'vitest';
import type { PlayerControls } from '../../../src/application/playback/player-controls.model';
import { mediaKeyEvent } from '../../../src/application/playback/player-remote.model';
import { REMOTE_SEEK_STEP_SECONDS } from '../../../src/domain/playback/zapping';

const playing: Pick<PlayerControls, 'toggle' | 'seek'> = {
  toggle: { labelKey: 'player_pause', enabled: true, event: { type: 'player.pause' } },
  seek: null,
};
const paused: Pick<PlayerControls, 'toggle' | 'seek'> = {
  toggle: { labelKey: 'player_play', enabled: true, event: { type: 'player.resume' } },
  seek: null,
};
const idle: Pick<PlayerControls, 'toggle' | 'seek'> = {
  toggle: { labelKey: 'player_play', enabled: false, event: null },
  seek: null,
};
const seekable = (value: number) => ({ ...playing, seek: { min: 100, max: 1000, value, clock: '' } });

describe('remote media keys in the player', () => {
  it.each([
    ['play-pause while playing', 'playPause', playing, { type: 'player.pause' }],
    ['play-pause while paused', 'playPause', paused, { type: 'player.resume' }],
    ['play while paused', 'play', paused, { type: 'player.resume' }],
    ['play while the last poll saw it playing', 'play', playing, { type: 'player.resume' }],
    ['play with nothing playing', 'play', idle, null],
    ['pause while playing', 'pause', playing, { type: 'player.pause' }],
    ['pause while the last poll saw it paused', 'pause', paused, { type: 'player.pause' }],
    ['pause with nothing playing', 'pause', idle, null],
    ['play-pause with nothing playing', 'playPause', idle, null],
    ['rewind where seeking is not allowed', 'rewind', playing, null],
    ['rewind', 'rewind', seekable(500), { type: 'player.seek', position: 500 - REMOTE_SEEK_STEP_SECONDS }],
    ['fast-forward', 'fastForward', seekable(500), { type: 'player.seek', position: 500 + REMOTE_SEEK_STEP_SECONDS }],
    ['rewind near the start, to the start', 'rewind', seekable(110), { type: 'player.seek', position: 100 }],
    ['fast-forward near the end, to the end', 'fastForward', seekable(990), { type: 'player.seek', position: 1000 }],
    ['fast-forward at the end', 'fastForward', seekable(1000), null],
  ] as const)('should handle %s', (_, key, controls, event) => {
    expect(mediaKeyEvent(key, controls)).toEqual(event);
  });
});
