import type { StreamRights } from './guide.port';

/** Plays streams into a media element; the rest of the app drives only this interface. */
export interface PlayerPort {
  /** Binds the player to the element that shows the video. */
  attach(element: HTMLMediaElement): Promise<void>;
  /** Loads and starts a stream; resolves once playback can begin. */
  load(rights: StreamRights, startSeconds?: number): Promise<void>;
  /** Stops playback and releases the stream, keeping the element attached. */
  stop(): Promise<void>;
  /** Releases everything, element included. */
  destroy(): Promise<void>;
}

/** Creates one player per video surface. */
export type PlayerFactory = () => PlayerPort;

export const PLAYER_FACTORY = Symbol.for('PlayerFactory');
