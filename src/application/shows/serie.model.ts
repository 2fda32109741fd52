import type { Show } from '../../domain/shows/show';
import type { Serie } from '../../ports/shows.port';

export const SERIE_TABS = ['episodes', 'about'] as const;
export type SerieTab = (typeof SERIE_TABS)[number];

/** What the address asks of a series view (?tab=&season=), as read from it. */
export interface SerieQuery {
  readonly tab: string | null;
  readonly season: string | null;
}

/** What a series view shows. */
export interface SerieModel {
  readonly tab: SerieTab;
  /** Seasons in order (0 when the provider gives none); a picker only when there are several. */
  readonly seasons: readonly number[];
  readonly season: number;
  /** The episodes of the chosen season. */
  readonly episodes: readonly Show[];
  /** The query string of another tab or season, keeping the rest. */
  readonly queryFor: (next: { readonly tab?: SerieTab; readonly season?: number }) => string;
}

function seasonsOf(list: readonly Show[]): number[] {
  return [...new Set(list.map((episode) => episode.serieSeason ?? 0))].sort((a, b) => a - b);
}

/** A series' tabs and seasons from the address: an unknown tab is the episodes, an unknown season the first. */
export function connectSerie(serie: Pick<Serie, 'episodes'>, query: SerieQuery): SerieModel {
  const tab: SerieTab = (SERIE_TABS as readonly (string | null)[]).includes(query.tab)
    ? (query.tab as SerieTab)
    : 'episodes';
  const seasons = seasonsOf(serie.episodes);
  const wanted = Number(query.season);
  const season = seasons.includes(wanted) ? wanted : (seasons[0] ?? 0);
  return {
    tab,
    seasons,
    season,
    episodes: serie.episodes.filter((episode) => (episode.serieSeason ?? 0) === season),
    queryFor: (next) => {
      const chosen = next.season ?? season;
      return `?tab=${next.tab ?? tab}${chosen ? `&season=${chosen}` : ''}`;
    },
  };
}
