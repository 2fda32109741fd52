import type { GuideApi } from '../../ports/guide.port';
import type { ApiClient, StatusMap } from './api-client';
import { call } from './call';
import { ACCURATE, READ, WRITE } from './call-policy';
import { fetchEpgChunk } from './epg/epg-chunk.call';
import { toChannel, toFigures, toStreamRights } from './guide.mapper';
import {
  accurateResponseSchema,
  audienceResponseSchema,
  channelsResponseSchema,
  exploreResponseSchema,
  liveShowsResponseSchema,
  playtimeResponseSchema,
  rightsResponseSchema,
} from './guide.schema';
import { toShow, toShows } from './show.mapper';
import { showListSchema } from './show.schema';
import { successSchema } from './session.schema';

/** Rights calls: 451 is the VPN / abroad answer (spec point 8). */
export const RIGHTS: StatusMap = { 451: 'geo-blocked' };

export function createKyGuideApi(client: ApiClient): GuideApi {
  const { api, cache } = client;
  const id = encodeURIComponent;
  const done = () => undefined;
  return {
    channels: () =>
      call(
        client,
        'channels',
        () => api.get('channels/', READ),
        channelsResponseSchema,
        (body) => body.channels.map(toChannel),
      ),
    saveLineup: (channelIds) =>
      call(
        client,
        'lineup',
        () => api.put('lineup/', { ...WRITE, json: { channels: channelIds } }),
        successSchema,
        done,
      ),
    resetLineup: () => call(client, 'lineup', () => api.delete('lineup/', WRITE), successSchema, done),
    liveShows: () =>
      call(
        client,
        'epglive',
        () => cache.get('epglive/', READ),
        liveShowsResponseSchema,
        (body) => new Map(body.channels.map((entry) => [entry.channel_id, entry.shows.map(toShow)])),
      ),
    channelRights: (channelId) =>
      call(
        client,
        'channel/rights',
        () => api.get(`channel/rights/${id(channelId)}/`, READ),
        rightsResponseSchema,
        toStreamRights,
        RIGHTS,
      ),
    fastChannels: () =>
      call(
        client,
        'portal/fast',
        () => api.get('portal/fast/', READ),
        channelsResponseSchema,
        (body) => body.channels.map(toChannel),
      ),
    playtime: () =>
      call(
        client,
        'channels/playtime',
        () => api.get('channels/playtime/', READ),
        playtimeResponseSchema,
        (body) => toFigures(body.channels, 'seconds'),
      ),
    audience: () =>
      call(
        client,
        'audience/live',
        () => api.get('audience/live/', READ),
        audienceResponseSchema,
        (body) => toFigures(body.channels, 'viewers'),
      ),
    recordedShows: () =>
      call(client, 'show/epgflat/recordings', () => api.get('show/epgflat/recordings/', READ), showListSchema, toShows),
    explore: () =>
      call(
        client,
        'show/epgflat/explore',
        () => api.get('show/epgflat/explore/', READ),
        exploreResponseSchema,
        (body) => ({
          categories: body.categories,
          shows: body.shows.map(toShow),
        }),
      ),
    exploreCategory: (categoryId) =>
      call(
        client,
        'show/epgflat/explore/category',
        () => api.get(`show/epgflat/explore/category/${categoryId}/`, READ),
        showListSchema,
        toShows,
      ),
    bookmarkedShows: () =>
      call(client, 'show/epgflat/bookmarks', () => api.get('show/epgflat/bookmarks/', READ), showListSchema, toShows),
    search: (query) =>
      call(
        client,
        'show/epgflat/search',
        () => api.get('show/epgflat/search/', { ...READ, searchParams: { query } }),
        showListSchema,
        toShows,
      ),
    carousel: () => call(client, 'epgcarousel', () => cache.get('epgcarousel', READ), showListSchema, toShows),
    channelGuide: (channelId) =>
      call(client, 'epgchannel', () => cache.get(`epgchannel/${id(channelId)}/`, READ), showListSchema, toShows),
    accurateShow: (channelId) =>
      call(
        client,
        'accurate',
        () => cache.get(`accurate/${id(channelId)}/`, ACCURATE),
        accurateResponseSchema,
        (body) => (body.show === null ? null : toShow(body.show)),
      ),
    epgChunk: (chunkId) => fetchEpgChunk(client, chunkId),
  };
}
