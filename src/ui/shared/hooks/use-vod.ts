import { loadedOf, mapLoaded, type Loaded } from '../../../application/loaded';
import { relatedVodElements, vodCategoryModel, type VodCategoryModel } from '../../../application/vod/vod.model';
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

/** A VOD season: its name once known, and its episodes (which also need the season). */
export function useVodSeason(seasonId: string): {
  readonly name: string | undefined;
  readonly episodes: Loaded<readonly VodElement[]>;
} {
  const vodApi = useService<VodApi>(VOD_API);
  const season = useResource(`vod-season:${seasonId}`, () => vodApi.locationSeason(seasonId));
  const episodes = useResource(`vod-season-shows:${seasonId}`, () => vodApi.seasonShows(seasonId));
  return { name: season?.data?.name, episodes: loadedOf(episodes, [season]) };
}

/** The titles related to a VOD title (vod/show/{id}/c2c/): none while loading or after a failure. */
export function useRelatedVod(showId: string): readonly VodElement[] {
  const vodApi = useService<VodApi>(VOD_API);
  return relatedVodElements(showId, loadedOf(useResource(`vod-related:${showId}`, () => vodApi.related(showId))));
}
