import type { LiveEntry } from '../../domain/playback/live';
import type { Profile } from '../../domain/session/profile';
import type { Show } from '../../domain/shows/show';
import type { ShowExtras } from '../../domain/shows/show-extras';
import { showFlags } from '../../domain/shows/show-flags';
import type { Temporal } from '../../domain/time';
import type { PlayEvent } from './playback-content';

/** What other screens ask the live screen to play: a channel live, or a show (replay or start-over). */
export interface PlayTarget {
  readonly channelId: string | null;
  readonly showId: string | null;
}

/** What the decision needs besides the target: the lineup, the show asked (once loaded) and the rules' inputs. */
export interface PlayRequestInput {
  readonly entries: readonly LiveEntry[] | null;
  readonly show: Show | null;
  readonly profile: Profile | null;
  readonly extras: ShowExtras;
  readonly now: Temporal.Instant;
  /** The user's time zone: the show's flags count calendar days in it. */
  readonly timeZone: string;
}

/**
 * The play event an address asks for, once the data it needs is there (null while it is not):
 * `play` plays a channel live; `replay` plays a show by the domain's flags (an ended show from its
 * bookmark or start, a current one from its beginning, which is start-over).
 */
export function playRequestEvent(
  target: PlayTarget,
  { entries, show, profile, extras, now, timeZone }: PlayRequestInput,
): PlayEvent | null {
  if (entries === null) return null;
  if (target.channelId) {
    const channel = entries.find((entry) => entry.channel.id === target.channelId)?.channel;
    return { type: 'player.playChannel', channelId: target.channelId, channel };
  }
  const channel = show ? entries.find((entry) => entry.channel.id === show.channelId)?.channel : undefined;
  if (!target.showId || !show || !channel) return null;
  const flags = showFlags(show, channel, profile, extras, now, timeZone);
  return flags.isCurrent && flags.isStartoverable
    ? { type: 'player.playStartOver', channelId: show.channelId }
    : { type: 'player.playShow', show, flags };
}
