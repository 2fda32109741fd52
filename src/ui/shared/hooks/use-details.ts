import { loadedOf, mapLoaded, type Loaded } from '../../../application/loaded';
import { relatedShows } from '../../../application/shows/related.model';
import type { Show } from '../../../domain/shows/show';
import { SHOWS_API, type Serie, type ShowDetails, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useAuth } from './use-auth';
import { useResource } from './use-resource';

/**
 * A show's details (show/:showId). A visitor, who has no session token, reads them from the cached
 * base (spec point 7, cached reads: show/details/{id}/, the same for every user); a signed-in user
 * from the API.
 */
export function useShowDetails(showId: string): Loaded<ShowDetails> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const visitor = useAuth().session === null;
  return loadedOf(
    useResource(visitor ? `show-details-cached:${showId}` : `show-details:${showId}`, () =>
      visitor ? showsApi.cachedDetails(showId) : showsApi.details(showId),
    ),
  );
}

/** A series with its episodes (serie/:serieId). */
export function useSerie(serieId: string): Loaded<Serie> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  return loadedOf(useResource(`serie:${serieId}`, () => showsApi.serie(serieId)));
}

/** The shows of a person (people/:peopleId, the id is the name); none when the provider does not know them. */
export function usePersonShows(name: string): Loaded<readonly Show[]> {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  const people = loadedOf(useResource(`people:${name}`, () => showsApi.people([name])));
  return mapLoaded(people, (list) => list.find((person) => person.name === name)?.shows ?? []);
}

/** The shows related to a show (show/details/{id}/c2c/): none while loading or after a failure. */
export function useRelatedShows(showId: string): readonly Show[] {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  return relatedShows(showId, loadedOf(useResource(`show-related:${showId}`, () => showsApi.related(showId))));
}
