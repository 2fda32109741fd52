import { useCallback } from 'react';
import type { PreviewTarget } from '../../../application/playback/hover-preview.machine';
import type { Channel } from '../../../domain/guide/channel';
import { needsChallenge } from '../../../domain/account/parental';
import { isPreviewEligible } from '../../../domain/playback/preview';
import { showTiming, type Show } from '../../../domain/shows/show';
import { showFlags } from '../../../domain/shows/show-flags';
import { useAuth } from './use-auth';
import { useNow, useTimeZone } from './use-now';
import { usePreferences } from './use-preferences';
import { useProviderFlags } from './use-provider-flags';
import { useShowExtras } from './use-show-extras';

/**
 * A visitor's parental level: every rated show counts as above it, so locks and blur protect
 * an unknown audience.
 */
export const VISITOR_PARENTAL_LEVEL = 0;

/** What the cards need from the user: the parental level and which shows may be previewed. */
export function useCardRules() {
  const { session } = useAuth();
  const now = useNow();
  const timeZone = useTimeZone();
  const flags = useProviderFlags();
  // The provider's flag and the device's own "video previews" preference both allow previews.
  const { videoPreviews } = usePreferences().preferences;
  const previewsEnabled = flags.previews && videoPreviews;
  const { extras: extrasData } = useShowExtras();
  const profile = session?.profile ?? null;
  const level = profile?.parentalControlLevel ?? VISITOR_PARENTAL_LEVEL;

  const previewTarget = useCallback(
    (show: Show, channel: Channel | undefined): PreviewTarget | null => {
      if (channel === undefined) return null;
      const showFlagsNow = showFlags(show, channel, profile, extrasData, now, timeZone);
      const eligible = isPreviewEligible({
        show,
        channel,
        flags: showFlagsNow,
        parentalChallenge: needsChallenge(show.age, level),
        signedIn: profile !== null,
        previewsEnabled,
      });
      return eligible ? { show, channel, isCurrent: showTiming(show, now) === 'current' } : null;
    },
    [profile, extrasData, now, timeZone, level, previewsEnabled],
  );

  return { level, now, previewTarget, replayEnabled: flags.replay };
}
