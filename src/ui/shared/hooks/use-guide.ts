import { useMemo } from 'react';
import { guideCalendar } from '../../../application/guide/guide.model';
import { isChannelListed } from '../../../domain/account/local-preferences';
import type { Channel } from '../../../domain/guide/channel';
import type { TimeWindow } from '../../../domain/guide/guide';
import type { Profile } from '../../../domain/session/profile';
import type { ShowExtras } from '../../../domain/shows/show-extras';
import { Temporal } from '../../../domain/time';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useGuideRecording, type GuideRecording } from './use-guide-recording';
import { useNow, useTimeZone } from './use-now';
import { usePreferences } from './use-preferences';
import { useResource } from './use-resource';
import { useShowExtras } from './use-show-extras';

/** What every guide layout needs besides its own scrolling: time, days, channels, the user's recordings, recording. */
export interface Guide {
  readonly now: Temporal.Instant;
  /** The user's time zone: the guide's days are its calendar days. */
  readonly zone: string;
  readonly bounds: TimeWindow;
  readonly days: readonly Temporal.ZonedDateTime[];
  /** The channels in lineup order (none while loading). */
  readonly channels: readonly Channel[];
  readonly channelsError: unknown;
  readonly profile: Profile | null;
  readonly extras: ShowExtras;
  readonly recording: GuideRecording;
}

/** The guide of today (recomputed when the day changes, not at every minute tick). */
export function useGuide(): Guide {
  const guide = useService<GuideApi>(GUIDE_API);
  const now = useNow();
  const zone = useTimeZone();
  const dayStart = now.toZonedDateTimeISO(zone).startOfDay().epochMilliseconds;
  const calendar = useMemo(
    () => guideCalendar(Temporal.Instant.fromEpochMilliseconds(dayStart), zone),
    [dayStart, zone],
  );
  const channelsResource = useResource('channels', () => guide.channels());
  const { playableChannelsOnly } = usePreferences().preferences;
  // In the subscriber's lineup order, as the provider lists them; "playable channels only" leaves out the others.
  const channels = useMemo(
    () => (channelsResource?.data ?? []).filter((channel) => isChannelListed(channel, { playableChannelsOnly })),
    [channelsResource?.data, playableChannelsOnly],
  );
  const { session } = useAuth();
  const { extras, reload } = useShowExtras();
  const recording = useGuideRecording(reload);
  return {
    now,
    zone,
    ...calendar,
    channels,
    channelsError: channelsResource?.status === 'failure' ? channelsResource.error : null,
    profile: session?.profile ?? null,
    extras,
    recording,
  };
}
