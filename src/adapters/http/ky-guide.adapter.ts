import type { GuideApi } from '../../ports/guide.port';
import type { ApiClient } from './api-client';
import { call } from './call';
import { toChannel, toShow, toStreamRights } from './guide.mapper';
import { channelsResponseSchema, liveShowsResponseSchema, rightsResponseSchema } from './guide.schema';

export function createKyGuideApi(client: ApiClient): GuideApi {
  return {
    channels: () => call(client, 'channels', () => client.api.get('channels/'), channelsResponseSchema, (body) => body.channels.map(toChannel)),
    liveShows: () =>
      call(client, 'epglive', () => client.cache.get('epglive/'), liveShowsResponseSchema, (body) =>
        new Map(body.channels.map((entry) => [entry.channel_id, entry.shows.map(toShow)])),
      ),
    channelRights: (channelId) =>
      call(
        client,
        'channel/rights',
        () => client.api.get(`channel/rights/${encodeURIComponent(channelId)}/`),
        rightsResponseSchema,
        toStreamRights,
        { 451: 'geo-blocked' },
      ),
  };
}
