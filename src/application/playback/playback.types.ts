import type { Bookmark } from '../../domain/playback/bookmark';
import type { ApiErrorKind } from '../../domain/errors';
import type { Profile } from '../../domain/session/profile';
import type { Temporal } from '../../domain/time';
import type { Playhead } from '../../ports/player.port';
import type { PlaybackContent, PlaybackRights, PlayEvent, PlayRequest } from './playback-content';
import type { PlayerFailedEvent } from './player-failure.actors';
import type { PlayheadReport } from './playhead.machine';

export interface PlaybackContext {
  readonly profile: Profile | null;
  /** The request being served, and one waiting for the current stream to stop. */
  readonly request: PlayRequest | null;
  readonly next: PlayRequest | null;
  readonly content: PlaybackContent | null;
  /** The channel of the content, for the screens that list channels. */
  readonly channelId: string | null;
  /** Whether the channel allows start-over and seeking back live; null when unknown (`startoverableOf`). */
  readonly startoverable: boolean | null;
  readonly rights: PlaybackRights | null;
  readonly startedAt: Temporal.Instant | null;
  /** Playhead and duration in seconds, as last polled. */
  readonly position: number;
  readonly duration: number;
  /**
   * Whether a poll has found the stream playing since it started. Until then its position is the
   * player's (0 while it loads), not where the user is, and is never saved as a bookmark.
   */
  readonly played: boolean;
  /** The player's playhead as last polled while playing, for the controls on screen. */
  readonly playhead: Playhead | null;
  readonly savedBookmark: number | undefined;
  readonly seen: boolean;
  readonly volume: number;
  /** The channels a zap most likely goes to next (either side of the playing one in its list). */
  readonly neighbours: readonly string[];
  /** `geo-blocked` (451: VPN message), `concurrent-stream-limit` (429 on ping), or another failure. */
  readonly error: ApiErrorKind | null;
}

export interface PlaybackInput {
  readonly profile?: Profile | null;
  readonly volume?: number;
}

/** What the controls ask of the stream that plays. */
export type PlayerControlEvent =
  | { type: 'player.pause' }
  | { type: 'player.resume' }
  | { type: 'player.seek'; position: number }
  | { type: 'player.startOver' }
  | { type: 'player.goLive' }
  | { type: 'player.setVolume'; volume: number }
  | { type: 'player.stop' };

export type PlaybackEvent =
  | PlayEvent
  | PlayerControlEvent
  | { type: 'player.progress'; position: number; duration: number; paused?: boolean }
  /** The page is being hidden (pagehide, tab switch): the bookmark is saved now. */
  | { type: 'player.hidden' }
  /** The playhead poll's reading (null before the stream has a timeline). */
  | { type: 'player.polled'; playhead: Playhead | null }
  | { type: 'player.neighbours'; channelIds: readonly string[] }
  | PlayerFailedEvent
  | { type: 'player.dismiss' }
  | { type: 'player.profileChanged'; profile: Profile | null }
  | PlayheadReport;

export type PlaybackEmitted =
  { type: 'player.seen'; showId: string } | { type: 'player.bookmarked'; bookmark: Bookmark };

/** What a screen may send to its player: play something, a control, the zap neighbours, or dismiss a message. */
export type PlaybackCommand =
  | PlayEvent
  | PlayerControlEvent
  | { type: 'player.neighbours'; channelIds: readonly string[] }
  | { type: 'player.dismiss' };
