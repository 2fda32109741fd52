import { playerControls } from '../../../application/playback/player-controls.model';
import type { Playback } from './use-playback';
import { playheadOf, usePlayhead } from './use-playhead';
import { useTracks } from './use-tracks';

/**
 * The player's controls of both layouts (`playerControls` model) over a playback: what they show,
 * `send` for the events they carry, the track choices (remembered per channel or series), and
 * `latest()`, the controls with the playhead of this instant (what a seek key starts from).
 * With `status` the caller draws again only when the playhead pauses, plays, appears or goes,
 * not on every poll: `controls.seek` is then there or not, its figures possibly old (the TV shows
 * the position in a part of its own, `usePlayhead`).
 */
export function usePlayerControls(playback: Playback, only?: 'status') {
  const tracks = useTracks(playback.player, playback.content, playback.playing);
  const playhead = usePlayhead(playback, only);
  const inputs = { ...playback, audio: tracks.audio, text: tracks.text };
  const controls = playerControls({ ...inputs, playhead });
  const latest = () => playerControls({ ...inputs, playhead: playheadOf(playback.actor.getSnapshot()) });
  return { controls, latest, send: playback.send, chooseAudio: tracks.chooseAudio, chooseText: tracks.chooseText };
}
