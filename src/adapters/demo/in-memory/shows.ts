import type { ShowsApi } from '../../../ports/shows.port';
import { run, type InMemoryDeps } from './run';

/** ShowsApi straight over the demo backend (no HTTP). */
export function createInMemoryShowsApi(deps: InMemoryDeps): ShowsApi {
  const { shows, guide } = deps.backend;
  return {
    details: (showId, neighbour) => run(deps, 'show/details', () => shows.details(showId, neighbour)),
    cachedDetails: (showId) => run(deps, 'cache/show/details', () => shows.details(showId)),
    related: (showId) => run(deps, 'show/details/c2c', () => shows.related(showId, (id) => guide.category(id))),
    serie: (serieId) => run(deps, 'show/serie', () => shows.serie(serieId)),
    showRights: (showId, request) => run(deps, 'show/rights', (user) => shows.rights(user(), showId, request)),
    people: (names) => run(deps, 'people', (user) => (user(), shows.people(names))),
    peopleSuggestions: () => run(deps, 'people/suggestions', (user) => (user(), shows.peopleSuggestions())),
    sportsEvents: () => run(deps, 'mysports/events', (user) => shows.sportsEvents(user())),
  };
}
