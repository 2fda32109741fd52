import { withoutAdultVod } from '../../domain/vod/vod';
import type { VodElement, VodSeason } from '../../ports/vod.port';
import { vodSeasonCard, vodTitleCards, type VodRailCard } from './vod.model';

/** Items whose `id` was not seen before, in order. */
function once<T>(items: readonly T[], id: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(id(item)) && Boolean(seen.add(id(item))));
}

/**
 * The titles available where the user is (vod/locations/shows/), as cards: as every VOD list, no
 * adult title (spec point 6) and none without an offer; each once; no episode, which the user
 * opens through its season among the seasons available here.
 */
export function vodHereTitles(shows: readonly VodElement[]): VodRailCard[] {
  const titles = withoutAdultVod(shows).filter((element) => element.seasonId === '');
  return once(titles, (element) => element.showId).flatMap(vodTitleCards);
}

/**
 * The seasons available where the user is (vod/locations/seasons/), as cards opening their season
 * overlay: no adult season (spec point 6), none that holds no episode (it would open an empty list), each once.
 */
export function vodHereSeasons(seasons: readonly VodSeason[]): VodRailCard[] {
  const shown = withoutAdultVod(seasons).filter((season) => season.showIds.length > 0);
  return once(shown, (season) => season.seasonId).map(vodSeasonCard);
}
