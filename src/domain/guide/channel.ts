/** A TV channel of the lineup (spec point 3). */
export interface Channel {
  readonly id: string;
  readonly name: string;
  readonly language: string;
  readonly number: number;
  /** Live stream address; empty when the stream must be fetched through the rights call. */
  readonly liveUrl: string;
  readonly replayUrl: string;
  readonly archiveUrl: string;
  readonly playable: boolean;
  readonly startoverable: boolean;
  readonly recordable: boolean;
  readonly castable: boolean;
  readonly encrypted: boolean;
  /** Recording margins before and after a show, in minutes. */
  readonly padIn: number;
  readonly padOut: number;
  /** How many hours back a show of this channel can be replayed. */
  readonly replayableHours: number;
  readonly isAccurate: boolean;
  /** Logo for the dark background (image.dark in the provider's data). */
  readonly logo: string;
}

/**
 * Channels by their number, then by name for equal numbers. Not the lineup order: the provider
 * lists the channels in the subscriber's order (GET channels/, changed by PUT lineup/), which
 * every screen keeps as given.
 */
export function sortByNumber(channels: readonly Channel[]): Channel[] {
  return [...channels].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

/**
 * Whether visitors who are not signed in may play a channel live (spec point 6: "those
 * playable with an empty url"): a playable channel whose live address is not given out, its
 * stream coming from the rights call with no account needed.
 */
export function isFreeForVisitors(channel: Pick<Channel, 'playable' | 'liveUrl'>): boolean {
  return channel.playable && channel.liveUrl === '';
}
