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

/** Plays streams into a media element; the rest of the app drives only this interface. */
export interface PlayerPort {
  /** Binds the player to the element that shows the video. */
  attach(element: HTMLMediaElement): Promise<void>;
  /** Loads and starts a stream; resolves once playback can begin. */
  load(rights: StreamRights, options?: LoadOptions): Promise<void>;
  /** Stops playback and releases the stream, keeping the element attached. */
  stop(): Promise<void>;
  /** Releases everything, element included. */
  destroy(): Promise<void>;
}

/** Creates one player per video surface. */
export type PlayerFactory = () => PlayerPort;

export const PLAYER_FACTORY = Symbol.for('PlayerFactory');
