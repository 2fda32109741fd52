import type { PlayerFailure } from '../domain/playback/player-failure';
import type { StreamRights } from './guide.port';

/** How to start a stream. */
export interface LoadOptions {
  /** Position to start from, in seconds of the stream's own timeline; omitted means the live edge or the start. */
  readonly startSeconds?: number;
  /** Highest bitrate the player may pick, in bits per second (hover previews). */
  readonly maxBandwidth?: number;
  /** Whether the player adapts its bitrate to the network (on unless told otherwise). */
  readonly adaptiveBitrate?: boolean;
  /** Starts without sound (hover previews). */
  readonly muted?: boolean;
}

/** Where playback stands; polled about once a second rather than pushed. */
export interface Playhead {
  /** Position in seconds on the stream's timeline. */
  readonly position: number;
  /** The range the user may seek within, in the same seconds. */
  readonly seekStart: number;
  readonly seekEnd: number;
  /** A live stream (its seek range moves with the clock). */
  readonly live: boolean;
  readonly paused: boolean;
  /** Volume from 0 to 1. */
  readonly volume: number;
  /** The wall-clock instant shown now, in epoch milliseconds, for live streams; null otherwise. */
  readonly wallClockMs: number | null;
}

/** An audio rendition a stream offers: a language, and whether it is the audio description. */
export interface AudioTrack {
  readonly language: string;
  readonly audioDescription: boolean;
  readonly label: string;
  readonly active: boolean;
}

/** A subtitle track a stream offers. */
export interface TextTrack {
  readonly id: number;
  readonly language: string;
  readonly label: string;
  readonly active: boolean;
}

/** The playing stream as the player measures it (the TV's diagnostics); null fields are not known yet. */
export interface StreamStats {
  /** Bitrate of the rendition playing, in bits per second. */
  readonly bitrate: number | null;
  readonly width: number | null;
  readonly height: number | null;
  /** Seconds buffered ahead of the playhead. */
  readonly bufferSeconds: number;
  /** The player's estimate of the network bandwidth, in bits per second. */
  readonly bandwidthEstimate: number | null;
  readonly droppedFrames: number | null;
}

/** Plays streams into a media element; the rest of the app drives only this interface. */
export interface PlayerPort {
  /** Binds the player to the element that shows the video. */
  attach(element: HTMLMediaElement): Promise<void>;
  /** Loads and starts a stream; resolves once playback can begin. */
  load(rights: StreamRights, options?: LoadOptions): Promise<void>;
  /** Prepares a stream the user is likely to choose next, so that loading it is quicker. */
  preload(rights: StreamRights, options?: LoadOptions): void;
  /** Stops playback and releases the stream, keeping the element attached. */
  stop(): Promise<void>;
  /** Releases everything, element included. */
  destroy(): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  /** Moves to a position of the stream's timeline, kept within the seek range. */
  seek(position: number): void;
  /** Sets the volume, from 0 to 1. */
  setVolume(volume: number): void;
  /** The current playhead, or null when nothing is loaded. */
  playhead(): Playhead | null;
  audioTracks(): AudioTrack[];
  selectAudio(language: string, audioDescription: boolean): void;
  textTracks(): TextTrack[];
  /** Shows the subtitle track with this id, or hides subtitles with null. */
  selectText(id: number | null): void;
  /**
   * Tells `listener` when the stream fails for good while playing (errors the player recovers
   * from are not told); returns the unsubscribe.
   */
  onFailure(listener: (failure: PlayerFailure) => void): () => void;
  /** The playing stream's figures, or null when nothing is loaded. */
  stats(): StreamStats | null;
  /** Tells `listener` when a loaded stream shows its first frame (it starts playing); returns the unsubscribe. */
  onFirstFrame(listener: () => void): () => void;
}

/** Creates one player per video surface. */
export type PlayerFactory = () => PlayerPort;

export const PLAYER_FACTORY = Symbol.for('PlayerFactory');
