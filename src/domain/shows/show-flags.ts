import { canArchive, canDownload, canRecordOn, canUseLiveUrls } from '../session/access';
import { isFreeForVisitors, type Channel } from '../guide/channel';
import { isFormerCustomer, type Profile } from '../session/profile';
import { remainingExpirationDays } from '../recordings/recording';
import { isInReplayWindow } from '../playback/replay';
import { isFastCard, isSeenAt, isSerie, showTiming, type Show } from './show';
import type { ShowExtras } from './show-extras';
import type { Temporal } from '../time';

/** The derived flags of a show (spec point 3) for one user at one instant. */
export interface ShowFlags {
  readonly isStarted: boolean;
  readonly isEnded: boolean;
  readonly isCurrent: boolean;
  readonly isRecorded: boolean;
  readonly isSeriesRecorded: boolean;
  readonly isArchived: boolean;
  /** Reached position in seconds; 0 when none. */
  readonly bookmark: number;
  readonly isSeen: boolean;
  /** The address to play; empty when none is known and the stream comes from the rights call. */
  readonly url: string;
  readonly isPlayable: boolean;
  /** A current show that can be watched from its beginning. */
  readonly isStartoverable: boolean;
  readonly isRecordable: boolean;
  readonly isArchiveable: boolean;
  readonly isSeriesRecordable: boolean;
  readonly isDownloadable: boolean;
  readonly isSerie: boolean;
  /** Calendar days before a non-archived recording expires; null when the show is not such a recording. */
  readonly remainingExpirationDays: number | null;
}

/**
 * Derives the flags of `show` on `channel` for `profile` (null for a visitor) with the user's
 * `extras`, at `now` (expiry days are calendar days of the user's `timeZone`). Choices where the spec is open:
 * - A visitor plays only what is live on a playable channel with an empty live url (spec point 6:
 *   those streams are free and come from the rights call); replay and recordings need an account.
 * - A former customer plays nothing here: they are limited to VOD.
 * - Country lock removes live urls only, so abroad a subscriber still replays and plays recordings.
 * - An ended show plays while recorded, archived or inside the channel's replayable hours.
 * - A show is recordable while it has not ended, or afterwards while replay still holds it (the
 *   provider records from its replay storage); padIn/padOut only widen the recorded span.
 * - Archiving applies to a recording whose show has ended: there is nothing to keep before.
 */
export function showFlags(
  show: Show,
  channel: Channel,
  profile: Profile | null,
  extras: ShowExtras,
  now: Temporal.Instant,
  timeZone: string,
): ShowFlags {
  const timing = showTiming(show, now);
  const isCurrent = timing === 'current';
  const isEnded = timing === 'ended';
  const fast = isFastCard(show);
  const serie = isSerie(show);
  const isRecorded = extras.recordings.has(show.id);
  const isArchived = extras.archives.has(show.id);
  const isSeriesRecorded = serie && extras.serials.has(show.serieId);
  const bookmark = extras.bookmarks.get(show.id) ?? show.bookmarkTime ?? 0;
  const inReplay = isInReplayWindow(show, channel, now);

  const liveAllowed = profile === null ? isFreeForVisitors(channel) : canUseLiveUrls(profile);
  const subscriber = profile !== null && !isFormerCustomer(profile);
  const isPlayable =
    channel.playable &&
    (isCurrent
      ? liveAllowed && (profile === null || subscriber)
      : isEnded && subscriber && (isRecorded || isArchived || inReplay));

  const recordingAllowed = canRecordOn(profile, channel) && !fast;
  const isRecordable = recordingAllowed && !isRecorded && (!isEnded || inReplay);
  const flags = { isRecorded, isRecordable };

  return {
    isStarted: timing !== 'future',
    isEnded,
    isCurrent,
    isRecorded,
    isSeriesRecorded,
    isArchived,
    bookmark,
    isSeen: extras.seen.has(show.id) || show.seen === true || (bookmark > 0 && isSeenAt(show, bookmark)),
    url: isPlayable ? playUrl(show, channel, isCurrent, isArchived) : '',
    isPlayable,
    isStartoverable: isPlayable && isCurrent && subscriber && channel.startoverable,
    isRecordable,
    isArchiveable: isEnded && canArchive(profile, { isRecorded, isArchived }),
    isSeriesRecordable: serie && recordingAllowed && !isSeriesRecorded,
    isDownloadable: subscriber && canDownload(channel, flags),
    isSerie: serie,
    remainingExpirationDays: isRecorded && !isArchived ? remainingExpirationDays(show, now, timeZone) : null,
  };
}

// The provider's own address for the show wins; otherwise the channel's address for the mode.
function playUrl(show: Show, channel: Channel, isCurrent: boolean, isArchived: boolean): string {
  if (show.url !== undefined && show.url !== '') return show.url;
  if (isCurrent) return channel.liveUrl;
  return isArchived ? channel.archiveUrl : channel.replayUrl;
}
