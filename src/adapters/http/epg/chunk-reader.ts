import { ByteBuffer } from 'flatbuffers';
import { checkString, checkTable, checkVector, malformed, OFFSET } from './chunk-bounds';
import { Channel } from '../../wire/epg/generated/epg/channel';
import { Chunk } from '../../wire/epg/generated/epg/chunk';
import { Show as ShowTable } from '../../wire/epg/generated/epg/show';

/** Inline sizes of each table's fields, in schema order (src/adapters/wire/epg/epg.fbs). */
const CHUNK_FIELDS = [OFFSET];
const CHANNEL_FIELDS = [OFFSET, OFFSET];
const SHOW_FIELDS = [OFFSET, 4, 4, OFFSET, OFFSET, 1];
/** The schema's file identifier (`file_identifier` in src/adapters/wire/epg/epg.fbs). */
const IDENTIFIER_BYTES = 8;

/** Where slot `slot` of the table at `pos` is stored, or 0 when the field is absent. */
export function fieldAt(bb: ByteBuffer, pos: number, slot: number): number {
  const offset = bb.__offset(pos, 4 + slot * 2);
  return offset === 0 ? 0 : pos + offset;
}

function optionalString(bb: ByteBuffer, pos: number, slot: number): void {
  const field = fieldAt(bb, pos, slot);
  if (field !== 0) checkString(bb, field);
}

function requiredString(bb: ByteBuffer, pos: number, slot: number, what: string): void {
  const field = fieldAt(bb, pos, slot);
  if (field === 0) malformed(`${what} without id`);
  checkString(bb, field);
}

/** The root of a chunk, once its identifier, root table and channel list are checked. */
export function openChunk(bytes: Uint8Array): Chunk {
  if (bytes.length < IDENTIFIER_BYTES) malformed('too short for an EPG chunk');
  const bb = new ByteBuffer(bytes);
  if (!Chunk.bufferHasIdentifier(bb)) malformed('not an EPG chunk (file identifier)');
  const root = bb.readUint32(0);
  checkTable(bb, root, CHUNK_FIELDS);
  const channels = fieldAt(bb, root, 0);
  if (channels !== 0) checkVector(bb, channels, OFFSET);
  return Chunk.getRootAsChunk(bb);
}

/** The table an element of a vector of tables points to (as the generated accessors find it). */
function element(bb: ByteBuffer, vectorField: number, index: number): number {
  return bb.__indirect(bb.__vector(vectorField) + index * OFFSET);
}

/** Where channel `index` of a checked chunk (0 ≤ index < channelsLength) starts, its table and id checked. */
export function channelPosition(chunk: Chunk, bb: ByteBuffer, index: number): number {
  const pos = element(bb, fieldAt(bb, chunk.bb_pos, 0), index);
  checkTable(bb, pos, CHANNEL_FIELDS);
  requiredString(bb, pos, 0, 'channel');
  return pos;
}

/** Channel `index` of a checked chunk (0 ≤ index < channelsLength), checked, read into `into`. */
export function channelAt(chunk: Chunk, index: number, into: Channel): Channel {
  const bb = chunk.bb ?? malformed('chunk not opened');
  const pos = channelPosition(chunk, bb, index);
  const shows = fieldAt(bb, pos, 1);
  if (shows !== 0) checkVector(bb, shows, OFFSET);
  return into.__init(pos, bb);
}

/** Show `index` of a checked channel (0 ≤ index < showsLength), checked, read into `into`. */
export function showAt(channel: Channel, index: number, into: ShowTable): ShowTable {
  const bb = channel.bb ?? malformed('channel not opened');
  const pos = element(bb, fieldAt(bb, channel.bb_pos, 1), index);
  checkTable(bb, pos, SHOW_FIELDS);
  requiredString(bb, pos, 0, 'show');
  optionalString(bb, pos, 3);
  optionalString(bb, pos, 4);
  return into.__init(pos, bb);
}

export { Channel, Chunk, ShowTable };
