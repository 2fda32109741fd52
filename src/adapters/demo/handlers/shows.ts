import type { ShowNeighbour } from '../../../ports/shows.port';
import { rightsToWire } from '../wire/guide';
import { detailsToWire, showsToWire } from '../wire/show';
import { peopleToWire, serieToWire, sportsEventsToWire } from '../wire/shows';
import { route, type DemoRoute, type HandlerDeps } from './respond';

function neighbourOf(query: URLSearchParams): ShowNeighbour | undefined {
  if (query.get('next') === 'true') return 'next';
  return query.get('prev') === 'true' ? 'prev' : undefined;
}

/** Shows and people calls (spec point 7), the cached show details included. */
export function showsRoutes(deps: HandlerDeps): DemoRoute[] {
  const { shows, guide } = deps.backend;
  return [
    route(deps, 'get', 'api', 'show/details/:id/c2c/', (req) =>
      showsToWire(shows.related(req.params.id ?? '', (id) => guide.category(id))),
    ),
    route(deps, 'get', 'api', 'show/details/:id/', (req) =>
      detailsToWire(shows.details(req.params.id ?? '', neighbourOf(req.query))),
    ),
    route(deps, 'get', 'cache', 'show/details/:id/', (req) => detailsToWire(shows.details(req.params.id ?? ''))),
    route(deps, 'get', 'api', 'show/serie/:id/', (req) => serieToWire(shows.serie(req.params.id ?? ''))),
    route(deps, 'get', 'api', 'show/rights/:id/', (req) =>
      rightsToWire(
        shows.rights(req.user(), req.params.id ?? '', {
          keySystemId: req.query.get('key_system_id') ?? '',
          location: req.query.get('location') ?? undefined,
          token: req.query.get('token') ?? undefined,
        }),
      ),
    ),
    route(
      deps,
      'get',
      'api',
      'people/suggestions/',
      (req) => (req.user(), { people: shows.peopleSuggestions().map((name) => ({ name })) }),
    ),
    route(
      deps,
      'get',
      'api',
      'people/:ids/',
      (req) => (req.user(), peopleToWire(shows.people((req.params.ids ?? '').split(',').filter(Boolean)))),
    ),
    route(deps, 'get', 'api', 'mysports/events/', (req) => sportsEventsToWire(shows.sportsEvents(req.user()))),
  ];
}
