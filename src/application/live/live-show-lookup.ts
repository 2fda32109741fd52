import { DATA_STALE_AFTER } from '../../domain/freshness';
import { showTiming, type Show } from '../../domain/shows/show';
import type { Temporal } from '../../domain/time';
import type { Clock } from '../../ports/clock.port';
import type { GuideApi } from '../../ports/guide.port';

/**
 * The show a channel's live list gives as on air at `now`: the one current by its dates, else the
 * first one (the provider's own "now", when the device's clock and the list disagree).
 */
export function showOnAir(shows: readonly Show[], now: Temporal.Instant): Show | null {
  return shows.find((show) => showTiming(show, now) === 'current') ?? shows[0] ?? null;
}

/**
 * The show on air of a channel (GET epglive/), for the player's parental rule on every channel it
 * plays. One live list serves the zaps that follow for as long as it is fresh (spec point 9: 5 min)
 * and still has a show current on the asked channel; past a show's end it is read again.
 */
export function createLiveShowLookup(guideApi: Pick<GuideApi, 'liveShows'>, clock: Clock) {
  let known: { readonly at: number; readonly shows: Promise<Map<string, Show[]>> } | null = null;
  const read = (now: number) => {
    const shows = guideApi.liveShows();
    known = { at: now, shows };
    shows.catch(() => (known = null));
    return shows;
  };
  return async (channelId: string): Promise<Show | null> => {
    const now = clock.now();
    const kept = known;
    if (kept && now.epochMilliseconds - kept.at < DATA_STALE_AFTER.total('milliseconds')) {
      const shows = (await kept.shows.catch(() => null))?.get(channelId) ?? [];
      const current = shows.find((show) => showTiming(show, now) === 'current');
      if (current) return current;
    }
    return showOnAir((await read(now.epochMilliseconds)).get(channelId) ?? [], now);
  };
}
