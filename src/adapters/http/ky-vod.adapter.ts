import type { VodApi } from '../../ports/vod.port';
import type { ApiClient, StatusMap } from './api-client';
import { call } from './call';
import { READ, WRITE } from './call-policy';
import { RIGHTS } from './ky-guide.adapter';
import { successSchema } from './session.schema';
import { toVodAccount, toVodElement, toVodHierarchy, toVodLicence, toVodSeason } from './vod.mapper';
import {
  vodAccountSchema,
  vodElementSchema,
  vodElementsSchema,
  vodHierarchySchema,
  vodLicenceSchema,
  vodPurchaseSchema,
  vodQuoteSchema,
  vodSeasonSchema,
  vodSeasonsSchema,
  vodStreamSchema,
} from './vod.schema';

/**
 * A purchase refused abroad is `geo-blocked` (451), a promo code the provider refuses is 400,
 * and a purchase past its limit of running rentals is 509.
 */
const PURCHASE: StatusMap = { ...RIGHTS, 400: 'wrong-promocode', 509: 'vod-quota-exceeded' };

/** VOD calls (spec point 7). */
export function createKyVodApi(client: ApiClient): VodApi {
  const { api } = client;
  const id = encodeURIComponent;
  const elements = (body: { shows: Parameters<typeof toVodElement>[0][] }) => body.shows.map(toVodElement);
  const promo = (promocode?: string) => ({ json: { promocode: promocode ?? '' } });
  return {
    account: () => call(client, 'vod', () => api.get('vod/', READ), vodAccountSchema, toVodAccount),
    shows: () =>
      call(client, 'vod/locations/shows', () => api.get('vod/locations/shows/', READ), vodElementsSchema, elements),
    hierarchy: (categoryId) =>
      call(
        client,
        'vod/hierarchy',
        () => api.get(`vod/hierarchy/${categoryId}`, READ),
        vodHierarchySchema,
        toVodHierarchy,
      ),
    show: (showId) =>
      call(client, 'vod/show', () => api.get(`vod/show/${id(showId)}`, READ), vodElementSchema, toVodElement),
    related: (showId) =>
      call(client, 'vod/show/c2c', () => api.get(`vod/show/${id(showId)}/c2c/`, READ), vodElementsSchema, elements),
    seasons: () =>
      call(
        client,
        'vod/locations/seasons',
        () => api.get('vod/locations/seasons/', READ),
        vodSeasonsSchema,
        (body) => body.seasons.map(toVodSeason),
      ),
    locationSeason: (seasonId) =>
      call(
        client,
        'vod/locations/season',
        () => api.get(`vod/locations/seasons/${id(seasonId)}/`, READ),
        vodSeasonSchema,
        toVodSeason,
      ),
    seasonShows: (seasonId) =>
      call(client, 'vod/season', () => api.get(`vod/season/${id(seasonId)}/`, READ), vodElementsSchema, elements),
    licence: (productId) =>
      call(
        client,
        'vod/product/licence',
        () => api.post(`vod/product/${id(productId)}/licence/`, WRITE),
        vodLicenceSchema,
        toVodLicence,
        RIGHTS,
      ),
    quote: (productId, promocode) =>
      call(
        client,
        'vod/product/quote',
        () => api.put(`vod/product/${id(productId)}/purchase/`, { ...WRITE, ...promo(promocode) }),
        vodQuoteSchema,
        (body) => ({ productId: body.product_id, price: body.price }),
        PURCHASE,
      ),
    purchase: (productId, promocode) =>
      call(
        client,
        'vod/product/purchase',
        () => api.post(`vod/product/${id(productId)}/purchase/`, { ...WRITE, ...promo(promocode) }),
        vodPurchaseSchema,
        (body) => body.validity,
        PURCHASE,
      ),
    startStream: (streamId) =>
      call(
        client,
        'vod/stream/start',
        () => api.post(`vod/stream/${id(streamId)}/`, WRITE),
        vodStreamSchema,
        (body) => body.bookmark,
      ),
    stopStream: (streamId, bookmarkSeconds) =>
      call(
        client,
        'vod/stream/stop',
        () => api.delete(`vod/stream/${id(streamId)}/`, { ...WRITE, searchParams: { bookmark: bookmarkSeconds } }),
        successSchema,
        () => undefined,
      ),
  };
}
