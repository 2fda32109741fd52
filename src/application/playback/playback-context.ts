import { clampVolume, VOLUME_MAX } from '../../domain/playback/volume';
import type { Playhead } from '../../ports/player.port';
import type { Show } from '../../domain/shows/show';
import { channelOf, contentOf, startoverableOf, type PlaybackContent, type PlayRequest } from './playback-content';
import type { PlaybackContext, PlaybackInput } from './playback.types';

/** Nothing plays: what the context holds of a stream, emptied. */
export const NO_STREAM = {
  request: null,
  content: null,
  channelId: null,
  startoverable: null,
  rights: null,
  startedAt: null,
  position: 0,
  duration: 0,
  played: false,
  playhead: null,
} as const satisfies Partial<PlaybackContext>;

export function initialPlaybackContext(input: PlaybackInput): PlaybackContext {
  return {
    ...NO_STREAM,
    profile: input.profile ?? null,
    next: null,
    savedBookmark: undefined,
    seen: false,
    volume: clampVolume(input.volume ?? VOLUME_MAX),
    neighbours: [],
    error: null,
  };
}

/** The waiting request becomes the one served: a fresh stream, with what the request already tells. */
export function beginRequest(context: PlaybackContext, request: PlayRequest): Partial<PlaybackContext> {
  return {
    ...NO_STREAM,
    request,
    next: null,
    content: contentOf(request, null),
    error: null,
    seen: false,
    channelId: channelOf(request),
    startoverable: startoverableOf(request, context.startoverable),
    savedBookmark: request.kind === 'show' && request.flags.bookmark > 0 ? request.flags.bookmark : undefined,
  };
}

/** The start-over or back-to-live request for the playing channel. */
export function channelSwitch(context: PlaybackContext, kind: 'startOver' | 'goLive'): PlayRequest | null {
  return context.channelId === null ? null : { kind, channelId: context.channelId };
}

/** The show on air of a live content (null for replays, VOD, or a channel with no programme). */
export function liveShowOf(context: Pick<PlaybackContext, 'content'>): Show | null {
  return context.content?.kind === 'live' ? context.content.show : null;
}

/** A live content with its new show on air. */
export function withLiveShow(content: PlaybackContent | null, show: Show | null): PlaybackContent | null {
  return content?.kind === 'live' ? { ...content, show } : content;
}

/** The playing channel asked again live (same channel details when it was asked as a channel). */
export function liveAgain(context: Pick<PlaybackContext, 'request' | 'channelId'>): PlayRequest | null {
  if (context.request?.kind === 'channel') return context.request;
  return context.channelId === null ? null : { kind: 'channel', channelId: context.channelId };
}

/** A value the machine's state guarantees; its absence is a bug, not a user's situation. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`playback: no ${what} in this state`);
  return value;
}

/**
 * Whether a stream has played once this poll is counted: until a poll finds it playing, its
 * position is the player's (0 while it loads), not where the user is, and no bookmark is saved.
 */
export const hasPlayed = (played: boolean, progress: { readonly paused?: boolean }): boolean =>
  played || progress.paused !== true;

/** What the playhead child learns from a poll: the position, the end of the seek range, and whether it is paused (saved at once). */
export function progressOf(playhead: Playhead): {
  type: 'player.progress';
  position: number;
  duration: number;
  paused: boolean;
} {
  return { type: 'player.progress', position: playhead.position, duration: playhead.seekEnd, paused: playhead.paused };
}
