import { useEffect, useRef } from 'react';
import { showFlags } from '../../../domain/show-flags';
import type { LiveEntry } from '../../../domain/live';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useNow } from './use-now';
import { useResource } from './use-resource';
import { useShowExtras } from './use-show-extras';
import type { usePlayback } from './use-playback';

/** What other screens ask the live screen to play: a channel live, or a show (replay or start-over). */
export interface PlayTarget {
  readonly channelId: string | null;
  readonly showId: string | null;
}

/**
 * Starts what the address asks for once, when the data it needs is there: `play` plays a channel
 * live; `replay` plays a show by the domain's flags (an ended show from its bookmark or start, a
 * current one from its beginning, which is start-over).
 */
export function usePlayRequest(target: PlayTarget, entries: readonly LiveEntry[] | null, playback: ReturnType<typeof usePlayback>) {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const { session } = useAuth();
  const { extras } = useShowExtras();
  const now = useNow();
  const details = useResource(`show:${target.showId ?? ''}`, () => (target.showId ? showsApi.details(target.showId) : Promise.resolve(null)));
  const served = useRef<string | null>(null);
  const request = `${target.channelId ?? ''}|${target.showId ?? ''}`;

  useEffect(() => {
    if (served.current === request || entries === null) return;
    if (target.channelId) {
      served.current = request;
      const channel = entries.find((entry) => entry.channel.id === target.channelId)?.channel;
      playback.play(target.channelId, channel);
      return;
    }
    const show = details?.data;
    const channel = show ? entries.find((entry) => entry.channel.id === show.channelId)?.channel : undefined;
    if (!target.showId || !show || !channel) return;
    served.current = request;
    const flags = showFlags(show, channel, session?.profile ?? null, extras, now);
    if (flags.isCurrent && flags.isStartoverable) playback.playStartOver(show.channelId);
    else playback.playShow({ show, flags });
  }, [request, entries, details, target, playback, session, extras, now]);
}
