import { VOLUME_MAX, VOLUME_MIN } from '../../domain/playback/volume';
import type { AudioTrack, Playhead, TextTrack } from '../../ports/player.port';
import { clockText } from '../clock/clock-text';
import type { PlayerControlEvent } from './playback.types';

/** The volume slider's step. */
export const VOLUME_STEP = 0.05;

/** What the controls read of the playback (`usePlayback`) and of the stream's tracks. */
export interface PlayerControlsInput {
  readonly playhead: Playhead | null;
  readonly canSeek: boolean;
  readonly canStartOver: boolean;
  readonly canGoLive: boolean;
  readonly volume: number;
  readonly audio: readonly AudioTrack[];
  readonly text: readonly TextTrack[];
}

/** An audio track as a choice: its language, labelled as audio description when it is one. */
export interface AudioOption {
  readonly index: number;
  readonly language: string;
  /** `player_audio_description` (with the language) for an audio description, else the language's name. */
  readonly labelKey: 'player_audio_description' | null;
  readonly track: AudioTrack;
}

/** What the player's controls show and the event each sends; a layout renders it its own way. */
export interface PlayerControls {
  /** Play or pause: disabled while nothing plays. */
  readonly toggle: {
    readonly labelKey: 'player_play' | 'player_pause';
    readonly enabled: boolean;
    readonly event: PlayerControlEvent | null;
  };
  readonly liveBadge: boolean;
  /** The seek bar where seeking is allowed, with the position from the start of the range as text. */
  readonly seek: { readonly min: number; readonly max: number; readonly value: number; readonly clock: string } | null;
  readonly startOver: PlayerControlEvent | null;
  readonly goLive: PlayerControlEvent | null;
  readonly volume: { readonly min: number; readonly max: number; readonly step: number; readonly value: number };
  /** Offered when there is a choice (more than one track). */
  readonly audio: { readonly options: readonly AudioOption[]; readonly selected: number } | null;
  /** Offered when the stream has subtitles; `selected` null is "off". */
  readonly text: { readonly options: readonly TextTrack[]; readonly selected: number | null } | null;
  readonly stop: PlayerControlEvent;
}

export const seekEvent = (position: number): PlayerControlEvent => ({ type: 'player.seek', position });
export const volumeEvent = (volume: number): PlayerControlEvent => ({ type: 'player.setVolume', volume });

/** The seek bar where seeking is allowed: the range, the position, and the position from the range's start as text. */
export function seekControl(playhead: Playhead | null, canSeek: boolean): PlayerControls['seek'] {
  return playhead && canSeek
    ? {
        min: playhead.seekStart,
        max: playhead.seekEnd,
        value: playhead.position,
        clock: clockText(playhead.position - playhead.seekStart),
      }
    : null;
}

/** The player's controls (spec point 4): play and pause, seek within the allowed range, start-over, back to live, volume, tracks. */
export function playerControls({
  playhead,
  canSeek,
  canStartOver,
  canGoLive,
  volume,
  audio,
  text,
}: PlayerControlsInput): PlayerControls {
  return {
    toggle: {
      labelKey: playhead && !playhead.paused ? 'player_pause' : 'player_play',
      enabled: playhead !== null,
      event: playhead === null ? null : { type: playhead.paused ? 'player.resume' : 'player.pause' },
    },
    liveBadge: playhead?.live ?? false,
    seek: seekControl(playhead, canSeek),
    startOver: canStartOver ? { type: 'player.startOver' } : null,
    goLive: canGoLive ? { type: 'player.goLive' } : null,
    volume: { min: VOLUME_MIN, max: VOLUME_MAX, step: VOLUME_STEP, value: volume },
    audio:
      audio.length > 1
        ? {
            options: audio.map((track, index) => ({
              index,
              language: track.language,
              labelKey: track.audioDescription ? 'player_audio_description' : null,
              track,
            })),
            selected: audio.findIndex((track) => track.active),
          }
        : null,
    text: text.length > 0 ? { options: text, selected: text.find((track) => track.active)?.id ?? null } : null,
    stop: { type: 'player.stop' },
  };
}
