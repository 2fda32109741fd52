import type { ShowsApi } from '../../ports/shows.port';
import type { ApiClient } from './api-client';
import { call } from './call';
import { READ } from './call-policy';
import { toStreamRights } from './guide.mapper';
import { rightsResponseSchema } from './guide.schema';
import { RIGHTS } from './ky-guide.adapter';
import { toShowDetails, toShows } from './show.mapper';
import { showListSchema } from './show.schema';
import { toSerie, toSportsEvent } from './shows.mapper';
import {
  peopleSchema,
  peopleSuggestionsSchema,
  serieSchema,
  showDetailsSchema,
  sportsEventsSchema,
} from './shows.schema';

export function createKyShowsApi(client: ApiClient): ShowsApi {
  const { api, cache } = client;
  const id = encodeURIComponent;
  return {
    details: (showId, neighbour) =>
      call(
        client,
        'show/details',
        () =>
          api.get(`show/details/${id(showId)}/`, {
            ...READ,
            searchParams: neighbour ? { [neighbour]: 'true' } : undefined,
          }),
        showDetailsSchema,
        toShowDetails,
      ),
    cachedDetails: (showId) =>
      call(
        client,
        'cache/show/details',
        () => cache.get(`show/details/${id(showId)}/`, READ),
        showDetailsSchema,
        toShowDetails,
      ),
    related: (showId) =>
      call(client, 'show/details/c2c', () => api.get(`show/details/${id(showId)}/c2c/`, READ), showListSchema, toShows),
    serie: (serieId) =>
      call(client, 'show/serie', () => api.get(`show/serie/${id(serieId)}/`, READ), serieSchema, toSerie),
    showRights: (showId, request) => {
      const searchParams: Record<string, string> = { key_system_id: request.keySystemId };
      if (request.location !== undefined) searchParams.location = request.location;
      if (request.token !== undefined) searchParams.token = request.token;
      return call(
        client,
        'show/rights',
        () => api.get(`show/rights/${id(showId)}/`, { ...READ, searchParams }),
        rightsResponseSchema,
        toStreamRights,
        RIGHTS,
      );
    },
    people: (names) =>
      call(
        client,
        'people',
        () => api.get(`people/${names.map(id).join(',')}/`, READ),
        peopleSchema,
        (body) =>
          body.people.map((person) => ({
            name: person.name,
            ...(person.image ? { image: person.image } : {}),
            shows: toShows(person),
          })),
      ),
    peopleSuggestions: () =>
      call(
        client,
        'people/suggestions',
        () => api.get('people/suggestions/', READ),
        peopleSuggestionsSchema,
        (body) => body.people.map((person) => person.name),
      ),
    sportsEvents: () =>
      call(
        client,
        'mysports/events',
        () => api.get('mysports/events/', READ),
        sportsEventsSchema,
        (body) => body.events.map(toSportsEvent),
      ),
  };
}
