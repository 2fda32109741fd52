import { isAdultVod, withoutAdultVod } from '../../domain/vod/vod';
import type { VodElement, VodSeason } from '../../ports/vod.port';
import type { Loaded } from '../loaded';

/** What a season overlay shows: the season as read by its id, and its episodes. */
export interface VodSeasonView {
  readonly name: string;
  /** Its picture (empty when the provider has none). */
  readonly logo: string;
  /** How many episodes the season says it holds. */
  readonly episodeCount: number;
  /** Its episodes in the season's own order (any it does not list after them), adult ones left out. */
  readonly episodes: readonly VodElement[];
}

/** The season's episodes in the order it holds them; the ones it does not list keep their order after them. */
function inSeasonOrder(season: VodSeason, episodes: readonly VodElement[]): VodElement[] {
  const rank = new Map(season.showIds.map((showId, index) => [showId, index]));
  const at = (episode: VodElement) => rank.get(episode.showId) ?? season.showIds.length;
  return episodes
    .map((episode, index) => ({ episode, index }))
    .sort((a, b) => at(a.episode) - at(b.episode) || a.index - b.index)
    .map(({ episode }) => episode);
}

/**
 * A season overlay from its two reads, vod/locations/seasons/{id}/ (the season: name, picture,
 * the episodes it holds) and vod/season/{id}/ (the episodes): loading until both are there, the
 * first failure of either, and null for an adult season, even reached by its address (spec point 6).
 */
export function vodSeasonView(
  season: Loaded<VodSeason>,
  episodes: Loaded<readonly VodElement[]>,
): Loaded<VodSeasonView | null> {
  if (season.status === 'failure') return season;
  if (episodes.status === 'failure') return episodes;
  if (season.status === 'loading' || episodes.status === 'loading') return { status: 'loading' };
  const data = season.data;
  if (isAdultVod(data)) return { status: 'success', data: null };
  return {
    status: 'success',
    data: {
      name: data.name,
      logo: data.logo,
      episodeCount: data.showIds.length,
      episodes: withoutAdultVod(inSeasonOrder(data, episodes.data)),
    },
  };
}
