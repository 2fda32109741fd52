import { useMemo } from 'react';
import { loadedOf, mapLoaded, type Loaded } from '../../../application/loaded';
import { relatedVodElements, vodCategoryModel, type VodCategoryModel } from '../../../application/vod/vod.model';
import { vodSeasonView, type VodSeasonView } from '../../../application/vod/vod-season.model';
import { VOD_API, type VodApi, type VodElement } from '../../../ports/vod.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/** A VOD category page (/vod/:id), read under the same key as the home row's, so both share one read. */
export function useVodCategory(categoryId: number): Loaded<VodCategoryModel> {
  const vodApi = useService<VodApi>(VOD_API);
  return mapLoaded(
    loadedOf(useResource(`vod-hierarchy:${categoryId}`, () => vodApi.hierarchy(categoryId))),
    vodCategoryModel,
  );
}

/** A VOD title (the product overlay). */
export function useVodShow(showId: string): Loaded<VodElement> {
  const vodApi = useService<VodApi>(VOD_API);
  return loadedOf(useResource(`vod-show:${showId}`, () => vodApi.show(showId)));
}

/**
 * A VOD season overlay: the season read by its id (vod/locations/seasons/{id}/: name, picture, the
 * episodes it holds) and its episodes (vod/season/{id}/), both also reached by the /season/{id} shortcut.
 */
export function useVodSeason(seasonId: string): Loaded<VodSeasonView | null> {
  const vodApi = useService<VodApi>(VOD_API);
  const season = useResource(`vod-season:${seasonId}`, () => vodApi.locationSeason(seasonId));
  const episodes = useResource(`vod-season-shows:${seasonId}`, () => vodApi.seasonShows(seasonId));
  return useMemo(() => vodSeasonView(loadedOf(season), loadedOf(episodes)), [season, episodes]);
}

/** The titles related to a VOD title (vod/show/{id}/c2c/): none while loading or after a failure. */
export function useRelatedVod(showId: string): readonly VodElement[] {
  const vodApi = useService<VodApi>(VOD_API);
  return relatedVodElements(showId, loadedOf(useResource(`vod-related:${showId}`, () => vodApi.related(showId))));
}
