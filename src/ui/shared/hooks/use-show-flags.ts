import type { Channel } from '../../../domain/guide/channel';
import type { Show } from '../../../domain/shows/show';
import { showFlags, type ShowFlags } from '../../../domain/shows/show-flags';
import { useAuth } from './use-auth';
import { useChannels } from './use-home-rows';
import { useNow, useTimeZone } from './use-now';
import { useShowExtras } from './use-show-extras';

export interface ShowOnChannel {
  /** The show's channel once the channels are loaded (undefined before, or for an unknown channel). */
  readonly channel: Channel | undefined;
  /** The show's flags for this user now; null until its channel is known. */
  readonly flags: ShowFlags | null;
  /** Reads the user's recordings again after a change. */
  readonly reload: () => Promise<void>;
}

/** A show's channel and flags for the signed-in user (or the visitor), at the current minute. */
export function useShowFlags(show: Show): ShowOnChannel {
  const now = useNow();
  const timeZone = useTimeZone();
  const { session } = useAuth();
  const channels = useChannels();
  const { extras, reload } = useShowExtras();
  const channel = channels?.data?.find((candidate) => candidate.id === show.channelId);
  return {
    channel,
    flags: channel ? showFlags(show, channel, session?.profile ?? null, extras, now, timeZone) : null,
    reload,
  };
}
