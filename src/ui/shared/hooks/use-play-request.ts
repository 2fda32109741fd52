import { useEffect, useRef } from 'react';
import { playRequestEvent, type PlayTarget } from '../../../application/playback/play-request';
import type { LiveEntry } from '../../../domain/playback/live';
import { SHOWS_API, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useNow, useTimeZone } from './use-now';
import type { Playback } from './use-playback';
import { useResource } from './use-resource';
import { useShowExtras } from './use-show-extras';

export type { PlayTarget } from '../../../application/playback/play-request';

/** Starts what the address asks for once (`playRequestEvent`), when the data it needs is there. */
export function usePlayRequest(
  target: PlayTarget,
  entries: readonly LiveEntry[] | null,
  playback: Pick<Playback, 'send'>,
) {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const { session } = useAuth();
  const { extras } = useShowExtras();
  const now = useNow();
  const timeZone = useTimeZone();
  const details = useResource(`show:${target.showId ?? ''}`, () =>
    target.showId ? showsApi.details(target.showId) : Promise.resolve(null),
  );
  const served = useRef<string | null>(null);
  const request = `${target.channelId ?? ''}|${target.showId ?? ''}`;
  const { send } = playback;

  useEffect(() => {
    if (served.current === request) return;
    const event = playRequestEvent(target, {
      entries,
      show: details?.data ?? null,
      profile: session?.profile ?? null,
      extras,
      now,
      timeZone,
    });
    if (event === null) return;
    served.current = request;
    send(event);
  }, [request, entries, details, target, send, session, extras, now, timeZone]);
}
