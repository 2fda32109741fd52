import { Builder } from 'flatbuffers';
import type { Show } from '../../../domain/shows/show';
import { Channel } from '../../wire/epg/generated/epg/channel';
import { Chunk } from '../../wire/epg/generated/epg/chunk';
import { Show as ShowTable } from '../../wire/epg/generated/epg/show';

/** The schema's file identifier (`file_identifier` in src/adapters/wire/epg/epg.fbs). */
export const CHUNK_IDENTIFIER = 'EPG2';
const SECOND_MS = 1000;
const INITIAL_BYTES = 64 * 1024;

const seconds = (show: Show, field: 'startDate' | 'stopDate') => Math.floor(show[field].epochMilliseconds / SECOND_MS);

function encodeShow(builder: Builder, show: Show): number {
  const id = builder.createString(show.id);
  // Titles and series ids repeat across channels and hours: stored once each.
  const title = builder.createSharedString(show.title);
  const serieId = show.serieId === '' ? 0 : builder.createSharedString(show.serieId);
  ShowTable.startShow(builder);
  ShowTable.addId(builder, id);
  ShowTable.addStart(builder, seconds(show, 'startDate'));
  ShowTable.addStop(builder, seconds(show, 'stopDate'));
  ShowTable.addTitle(builder, title);
  if (serieId !== 0) ShowTable.addSerieId(builder, serieId);
  ShowTable.addAge(builder, show.age);
  return ShowTable.endShow(builder);
}

/** An EPG chunk as FlatBuffers bytes (src/adapters/wire/epg/epg.fbs): the channels in map order, each with its shows. */
export function encodeChunk(channels: ReadonlyMap<string, readonly Show[]>): Uint8Array<ArrayBuffer> {
  const builder = new Builder(INITIAL_BYTES);
  const entries = [...channels].map(([channelId, shows]) => {
    const showOffsets = shows.map((show) => encodeShow(builder, show));
    const id = builder.createString(channelId);
    const list = Channel.createShowsVector(builder, showOffsets);
    return Channel.createChannel(builder, id, list);
  });
  const root = Chunk.createChunk(builder, Chunk.createChannelsVector(builder, entries));
  builder.finish(root, CHUNK_IDENTIFIER);
  return builder.asUint8Array().slice();
}
