import { playerControls } from '../../../application/player-controls.model';
import type { Playback } from './use-playback';
import { useTracks } from './use-tracks';

/**
 * The player's controls of both layouts (`playerControls` model) over a playback: what they show,
 * `send` for the events they carry, and the track choices (remembered per channel or series).
 */
export function usePlayerControls(playback: Playback) {
  const tracks = useTracks(playback.player, playback.content, playback.playing);
  const controls = playerControls({ ...playback, audio: tracks.audio, text: tracks.text });
  return { controls, send: playback.send, chooseAudio: tracks.chooseAudio, chooseText: tracks.chooseText };
}
