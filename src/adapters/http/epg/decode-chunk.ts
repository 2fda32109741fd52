import type { Show } from '../../../domain/shows/show';
import { malformed } from './chunk-bounds';
import { Channel, channelAt, openChunk, showAt, ShowTable } from './chunk-reader';
import { ChunkShowFactory } from './chunk-show';

/**
 * Every show of an EPG chunk (epg2d/{chunk}/?format=fbs), by channel id in the chunk's order.
 * Fails with `ApiError('malformed-response', 'epg2d')` on a truncated or garbage buffer.
 */
export function decodeChunk(bytes: Uint8Array): Map<string, Show[]> {
  const chunk = openChunk(bytes);
  const result = new Map<string, Show[]>();
  const channel = new Channel();
  const table = new ShowTable();
  const factory = new ChunkShowFactory(chunk.bb ?? malformed('chunk not opened'));
  for (let c = 0, channels = chunk.channelsLength(); c < channels; c += 1) {
    channelAt(chunk, c, channel);
    const channelId = channel.id() ?? malformed('channel without id');
    const shows: Show[] = [];
    for (let s = 0, count = channel.showsLength(); s < count; s += 1)
      shows.push(factory.show(showAt(channel, s, table), channelId));
    result.set(channelId, shows);
  }
  return result;
}
