import type { Channel } from '../domain/channel';
import type { Show } from '../domain/show';

/** Where and how to play a stream the provider granted. */
export interface StreamRights {
  /** Manifest address (DASH). */
  readonly url: string;
  /** ClearKey keys as hex key id to hex key, when the stream is encrypted. */
  readonly clearKeys?: Readonly<Record<string, string>>;
}

/** Channels, live programmes and stream rights (spec point 7, channels and guide). */
export interface GuideApi {
  /** GET channels/: the lineup, in the subscriber's order. */
  channels(): Promise<Channel[]>;
  /** GET epglive/ (cached base): the current and next show of every channel, by channel id. */
  liveShows(): Promise<Map<string, Show[]>>;
  /** GET channel/rights/{id}/: the live stream of a channel. Fails with `geo-blocked` (451). */
  channelRights(channelId: string): Promise<StreamRights>;
}

export const GUIDE_API = Symbol.for('GuideApi');
