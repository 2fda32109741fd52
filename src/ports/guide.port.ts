import type { Category } from '../domain/shows/category';
import type { Channel } from '../domain/guide/channel';
import type { ChunkId } from '../domain/guide/epg-chunk';
import type { Show } from '../domain/shows/show';

/** Where and how to play a stream the provider granted. */
export interface StreamRights {
  /** Manifest address (DASH). */
  readonly url: string;
  /** ClearKey keys as hex key id to hex key, when the stream is encrypted. */
  readonly clearKeys?: Readonly<Record<string, string>>;
}

/** A figure per channel id (viewers for the audience, seconds watched for the playtime). */
export type ChannelFigures = ReadonlyMap<string, number>;

export type { Category } from '../domain/shows/category';

/** What the suggestions screen starts from: the categories and a mixed selection of shows. */
export interface Explore {
  readonly categories: readonly Category[];
  readonly shows: readonly Show[];
}

/** Channels, programmes, stream rights and show lists (spec point 7, channels and guide). */
export interface GuideApi {
  /** GET channels/: the lineup, in the subscriber's order. */
  channels(): Promise<Channel[]>;
  /** PUT lineup/: saves the subscriber's channel order (channel ids, first to last). */
  saveLineup(channelIds: readonly string[]): Promise<void>;
  /** DELETE lineup/: back to the provider's default order. */
  resetLineup(): Promise<void>;
  /** GET epglive/ (cached base): the current and next show of every channel, by channel id. */
  liveShows(): Promise<Map<string, Show[]>>;
  /** GET channel/rights/{id}/: the live stream of a channel. Fails with `geo-blocked` (451). */
  channelRights(channelId: string): Promise<StreamRights>;
  /** GET portal/fast/: the extra FAST channels, playable without rights. */
  fastChannels(): Promise<Channel[]>;
  /** GET channels/playtime/: seconds the user watched each channel (live usage order). */
  playtime(): Promise<ChannelFigures>;
  /** GET audience/live/: current viewers per channel. */
  audience(): Promise<ChannelFigures>;
  /** GET show/epgflat/recordings/: the recorded shows, series as shows carrying `episodes`. */
  recordedShows(): Promise<Show[]>;
  /** GET show/epgflat/explore/: suggestion categories and a mixed selection. */
  explore(): Promise<Explore>;
  /** GET show/epgflat/explore/category/{id}/: replayable and current shows of one category. */
  exploreCategory(categoryId: number): Promise<Show[]>;
  /** GET show/epgflat/bookmarks/: started shows (watch next), with `bookmarkTime`. */
  bookmarkedShows(): Promise<Show[]>;
  /** GET show/epgflat/search/?query=: shows whose title, series or channel matches. */
  search(query: string): Promise<Show[]>;
  /** GET epgcarousel (cached base): highlighted current shows for the home carousel. */
  carousel(): Promise<Show[]>;
  /** GET epgchannel/{id}/ (cached base): one channel's guide over the whole 15-day span. */
  channelGuide(channelId: string): Promise<Show[]>;
  /**
   * GET accurate/{id}/ (cached base, 500 ms timeout): the show really on air on a channel
   * flagged `isAccurate`, or `null` when nothing is known. Fails with `network` on timeout.
   */
  accurateShow(channelId: string): Promise<Show | null>;
  /**
   * GET epg2d/{chunk}/?format=fbs (cached base, FlatBuffers): every channel's shows overlapping
   * one 4-hour chunk (see `chunkIdAt`, `chunksCovering`), by channel id in lineup order. The
   * chunk carries only id, start, stop, title, serieId and age: `categoryId` is 0 and
   * `subTitle` empty. Fails with `malformed-response` when the bytes cannot be read.
   */
  epgChunk(chunkId: ChunkId): Promise<Map<string, Show[]>>;
}

export const GUIDE_API = Symbol.for('GuideApi');
