import { decideBookmark, isVodBookmark } from '../../domain/playback/bookmark';
import { isFreeForVisitors, type Channel } from '../../domain/guide/channel';
import { playbackStart } from '../../domain/playback/playback';
import { isSeenAt, type Show } from '../../domain/shows/show';
import type { ShowFlags } from '../../domain/shows/show-flags';
import type { StreamRights } from '../../ports/guide.port';

/** What a channel request may tell of its channel. */
export type PlayedChannel = Pick<Channel, 'playable' | 'liveUrl'> & Partial<Pick<Channel, 'startoverable'>>;

/** What the user asked to play. */
export type PlayRequest =
  /**
   * A channel live. With the channel, a visitor plays it only when it is free for visitors
   * (spec point 6); without, the rights call decides.
   */
  | { readonly kind: 'channel'; readonly channelId: string; readonly channel?: PlayedChannel }
  /** A show, live when current, else from its bookmark or the start; flags as `showFlags` gives them. */
  | {
      readonly kind: 'show';
      readonly show: Show;
      readonly flags: Pick<ShowFlags, 'isCurrent' | 'bookmark' | 'isSeen' | 'isPlayable' | 'isStartoverable'>;
    }
  /** A VOD product the user holds, with the position the provider saved. */
  | { readonly kind: 'vod'; readonly showId: string; readonly productId: string; readonly bookmark: number }
  /** The current show of a channel from its beginning. */
  | { readonly kind: 'startOver'; readonly channelId: string }
  /** Back to the channel live. */
  | { readonly kind: 'goLive'; readonly channelId: string };

/** What is (about to be) played. */
export type PlaybackContent =
  | { readonly kind: 'live'; readonly channelId: string; readonly show: Show | null }
  | { readonly kind: 'replay'; readonly channelId: string; readonly show: Show; readonly startSeconds: number }
  | { readonly kind: 'vod'; readonly showId: string; readonly productId: string; readonly startSeconds: number };

/** Which rights call gives the stream. */
export type RightsTarget =
  | { readonly kind: 'channel'; readonly channelId: string }
  | { readonly kind: 'show'; readonly showId: string }
  | { readonly kind: 'vod'; readonly productId: string };

/** A granted stream; VOD streams carry the handle their stop is reported with. */
export interface PlaybackRights extends StreamRights {
  readonly streamId?: string;
}

/**
 * Whether the channel of a request lets its live stream be started over (and sought back in):
 * a channel's own flag, a show's `isStartoverable` while it is current, true for a start-over
 * and, for back to live, what was known before; null when unknown (the rights call decides).
 */
export function startoverableOf(request: PlayRequest, known: boolean | null): boolean | null {
  switch (request.kind) {
    case 'channel':
      return request.channel?.startoverable ?? null;
    case 'show':
      return request.flags.isCurrent ? request.flags.isStartoverable : null;
    case 'vod':
      return false;
    case 'startOver':
      return true;
    case 'goLive':
      return known;
  }
}

/** Whether the user may seek: in replays and VOD, and in a live stream only where start-over is allowed. */
export function canSeek({
  content,
  startoverable,
}: {
  content: PlaybackContent | null;
  startoverable: boolean | null;
}): boolean {
  return content !== null && (content.kind !== 'live' || startoverable !== false);
}

/**
 * Whether the request must first learn the channel's show on air: start-over and back to live play
 * it, a channel played live is gated by its age like any show (spec points 4 and 6).
 */
export function needsLiveShow(
  request: PlayRequest,
): request is Extract<PlayRequest, { kind: 'channel' | 'startOver' | 'goLive' }> {
  return request.kind === 'channel' || request.kind === 'startOver' || request.kind === 'goLive';
}

/** Whether the request plays without a show on air: a channel with no programme still plays live; start-over and back to live need one. */
export function playsWithoutLiveShow(request: PlayRequest | null): boolean {
  return request?.kind === 'channel';
}

/** Whether a visitor must sign in first: only free channels and shows their flags make playable are open. */
export function requiresSignIn(request: PlayRequest): boolean {
  if (request.kind === 'channel') return request.channel !== undefined && !isFreeForVisitors(request.channel);
  if (request.kind === 'show') return !request.flags.isPlayable;
  return true;
}

/** The content of a request; a channel, start-over and back-to-live take the channel's show on air. */
export function contentOf(request: PlayRequest, liveShow: Show | null): PlaybackContent | null {
  switch (request.kind) {
    case 'channel':
      return { kind: 'live', channelId: request.channelId, show: liveShow };
    case 'show': {
      const start = playbackStart(request.flags);
      return start.kind === 'live'
        ? { kind: 'live', channelId: request.show.channelId, show: request.show }
        : { kind: 'replay', channelId: request.show.channelId, show: request.show, startSeconds: start.seconds };
    }
    case 'vod':
      return {
        kind: 'vod',
        showId: request.showId,
        productId: request.productId,
        startSeconds: isVodBookmark(request.bookmark) ? request.bookmark : 0,
      };
    case 'startOver':
      return liveShow && { kind: 'replay', channelId: request.channelId, show: liveShow, startSeconds: 0 };
    case 'goLive':
      return liveShow && { kind: 'live', channelId: request.channelId, show: liveShow };
  }
}

export function rightsTarget(content: PlaybackContent): RightsTarget {
  if (content.kind === 'live') return { kind: 'channel', channelId: content.channelId };
  if (content.kind === 'replay') return { kind: 'show', showId: content.show.id };
  return { kind: 'vod', productId: content.productId };
}

/** A replay started at `startSeconds` instead (start-over at the exact start); other content as it is. */
export function withStartSeconds(content: PlaybackContent | null, startSeconds: number): PlaybackContent | null {
  return content?.kind === 'replay' ? { ...content, startSeconds } : content;
}

/** Where the stream starts: live streams at the live edge, the others at their position. */
export function startSecondsOf(content: PlaybackContent): number | undefined {
  return content.kind === 'live' ? undefined : content.startSeconds;
}

/** The show a position belongs to, for bookmarks and seen: replays only (a live position is not one). */
export function replayShow(content: PlaybackContent | null): Show | null {
  return content?.kind === 'replay' ? content.show : null;
}

/** Whether a replay position is worth saving over the saved one (domain bookmark rules). */
export function shouldSaveBookmark(
  content: PlaybackContent | null,
  saved: number | undefined,
  position: number,
): boolean {
  return replayShow(content) !== null && decideBookmark(saved, position).kind === 'save';
}

/** Whether a replay position makes its show seen (90 %). */
export function isSeenPosition(content: PlaybackContent | null, position: number): boolean {
  const show = replayShow(content);
  return show !== null && isSeenAt(show, position);
}

/**
 * The position a VOD stream's stop reports: a rejected position keeps the one it started from;
 * a position of 20 s or less is no bookmark (0).
 */
export function vodStopBookmark(startSeconds: number, position: number): number {
  const decision = decideBookmark(undefined, position);
  if (decision.kind !== 'save') return startSeconds;
  return isVodBookmark(decision.at) ? decision.at : 0;
}

/** The channel a request plays, when it plays one. */
export function channelOf(request: PlayRequest): string | null {
  if (request.kind === 'vod') return null;
  return request.kind === 'show' ? request.show.channelId : request.channelId;
}

/** What a stream event says of the content. */
export function contentData(content: PlaybackContent | null): Record<string, string> {
  if (content === null) return {};
  if (content.kind === 'vod') return { showId: content.showId };
  return content.show ? { channelId: content.channelId, showId: content.show.id } : { channelId: content.channelId };
}

/** The age rating the parental rule looks at; VOD lists hold no adult items (spec point 6). */
export function contentAge(content: PlaybackContent | null): number {
  return content === null || content.kind === 'vod' ? 0 : (content.show?.age ?? 0);
}

/** The events that ask to play something. */
export type PlayEvent =
  | { type: 'player.playChannel'; channelId: string; channel?: PlayedChannel }
  | { type: 'player.playShow'; show: Show; flags: Extract<PlayRequest, { kind: 'show' }>['flags'] }
  | { type: 'player.playVod'; showId: string; productId: string; bookmark: number }
  /** The current show of a channel from its beginning, asked from outside the player (a show overlay). */
  | { type: 'player.playStartOver'; channelId: string };

/** The request of a play event. */
export function requestOf(event: PlayEvent): PlayRequest {
  switch (event.type) {
    case 'player.playChannel':
      return { kind: 'channel', channelId: event.channelId, channel: event.channel };
    case 'player.playShow':
      return { kind: 'show', show: event.show, flags: event.flags };
    case 'player.playVod':
      return { kind: 'vod', showId: event.showId, productId: event.productId, bookmark: event.bookmark };
    case 'player.playStartOver':
      return { kind: 'startOver', channelId: event.channelId };
  }
}
