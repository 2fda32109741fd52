import type { Channel } from '../../domain/guide/channel';
import type { Profile } from '../../domain/session/profile';
import { showTiming, type Show, type ShowTiming } from '../../domain/shows/show';
import type { ShowExtras } from '../../domain/shows/show-extras';
import { showFlags } from '../../domain/shows/show-flags';
import type { Temporal } from '../../domain/time';

/** What Enter does on a show of the TV guide. */
export type TvGuideEnter =
  | { readonly kind: 'play'; readonly channelId: string }
  | { readonly kind: 'replay'; readonly showId: string }
  | { readonly kind: 'detail'; readonly showId: string };

/** What the focused show of the TV guide offers: Enter, and whether red may record it. */
export interface TvGuideShowActions {
  readonly timing: ShowTiming;
  readonly enter: TvGuideEnter;
  readonly canRecord: boolean;
  readonly recorded: boolean;
}

/**
 * Enter plays a current show and replays a past one when the user may; otherwise (a future show,
 * or one the user may not play) it opens the show's detail. Red records what may be recorded.
 */
export function tvGuideShowActions(
  show: Show,
  channel: Channel,
  profile: Profile | null,
  extras: ShowExtras,
  now: Temporal.Instant,
  timeZone: string,
): TvGuideShowActions {
  const flags = showFlags(show, channel, profile, extras, now, timeZone);
  const timing = showTiming(show, now);
  const enter: TvGuideEnter =
    flags.isPlayable && flags.isCurrent
      ? { kind: 'play', channelId: channel.id }
      : flags.isPlayable && flags.isEnded
        ? { kind: 'replay', showId: show.id }
        : { kind: 'detail', showId: show.id };
  return { timing, enter, canRecord: flags.isRecordable, recorded: flags.isRecorded };
}
