import type { Channel } from '../../domain/guide/channel';

/**
 * Whether the player offers casting (issue 14): only for a channel the provider flags
 * castable (spec point 3), and only in a browser with the Remote Playback API (`video.remote`).
 */
export function canCast(channel: Pick<Channel, 'castable'> | undefined, remotePlayback: boolean): boolean {
  return remotePlayback && channel?.castable === true;
}

/** A prompt the user dismissed is no failure; anything else is said. */
export function castFailureShown(error: unknown): boolean {
  return !(error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'));
}
