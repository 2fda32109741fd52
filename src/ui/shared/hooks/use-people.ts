import { loadedOf } from '../../../application/loaded';
import { personPicture, type PersonPicture } from '../../../application/shows/people.model';
import type { Resource } from '../../../domain/freshness';
import { SHOWS_API, type PersonShows, type ShowsApi } from '../../../ports/shows.port';
import { useService } from '../services';
import { useResource } from './use-resource';

/**
 * People and their shows (people/{ids}/), one call for the whole list: the home rows, the actors
 * screens and the actor shows share it by its key (`keyOf` gives a retried home row its own).
 */
export function usePeople(
  names: readonly string[],
  keyOf: (name: string) => string = (name) => name,
): Resource<PersonShows[]> | undefined {
  const showsApi = useService<ShowsApi>(SHOWS_API);
  return useResource(keyOf(`people:${names.join('|')}`), () =>
    names.length === 0 ? Promise.resolve([]) : showsApi.people(names),
  );
}

/** The picture of each of `names` on its card: the placeholder while the people load, the portrait, or the initials. */
export function usePersonPictures(names: readonly string[]): (name: string) => PersonPicture {
  const people = loadedOf(usePeople(names));
  return (name) => personPicture(name, people);
}
