import type { ByteBuffer } from 'flatbuffers';
import type { Show } from '../../../domain/shows/show';
import type { Temporal } from '../../../domain/time';
import { malformed } from './chunk-bounds';
import { Channel, channelAt, channelPosition, type Chunk, fieldAt, openChunk, showAt, ShowTable } from './chunk-reader';
import { ChunkShowFactory } from './chunk-show';

const encoder = new TextEncoder();
const SECOND_MS = 1000;

/** FNV-1a over `length` bytes from `at`: a cheap key to find a channel id without decoding it. */
function hashBytes(bytes: Uint8Array, at: number, length: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < length; i += 1) hash = Math.imul(hash ^ (bytes[at + i] as number), 0x01000193);
  return hash >>> 0;
}

interface Wanted {
  readonly id: string;
  readonly bytes: Uint8Array;
}

/** Whether `length` bytes from `at` are exactly the UTF-8 bytes of `wanted`. */
function same(bytes: Uint8Array, at: number, length: number, wanted: Uint8Array): boolean {
  if (length !== wanted.length) return false;
  for (let i = 0; i < length; i += 1) if (bytes[at + i] !== wanted[i]) return false;
  return true;
}

/** Position of each wanted channel in the chunk, found by the bytes of its id, stopping once all are found. */
function locate(chunk: Chunk, bb: ByteBuffer, channelIds: readonly string[]): Map<string, number> {
  const byHash = new Map<number, Wanted[]>();
  const distinct = new Set(channelIds);
  for (const id of distinct) {
    const bytes = encoder.encode(id);
    const hash = hashBytes(bytes, 0, bytes.length);
    byHash.set(hash, [...(byHash.get(hash) ?? []), { id, bytes }]);
  }
  const found = new Map<string, number>();
  const bytes = bb.bytes();
  for (let c = 0, count = chunk.channelsLength(); c < count && found.size < distinct.size; c += 1) {
    const field = fieldAt(bb, channelPosition(chunk, bb, c), 0);
    const at = field + bb.readUint32(field);
    const length = bb.readUint32(at);
    const match = byHash
      .get(hashBytes(bytes, at + 4, length))
      ?.find((entry) => same(bytes, at + 4, length, entry.bytes));
    if (match !== undefined && !found.has(match.id)) found.set(match.id, c);
  }
  return found;
}

/**
 * The lazy read of a chunk for the guide screen: only the shows of `channelIds` that overlap
 * [from, to) become domain shows; other channels are skipped without decoding their strings.
 * The result follows the order of `channelIds`; a channel missing from the chunk is left out.
 * Fails with `ApiError('malformed-response', 'epg2d')` on a truncated or garbage buffer.
 */
export function decodeWindow(
  bytes: Uint8Array,
  channelIds: readonly string[],
  from: Temporal.Instant,
  to: Temporal.Instant,
): Map<string, Show[]> {
  const chunk = openChunk(bytes);
  const fromS = from.epochMilliseconds / SECOND_MS;
  const toS = to.epochMilliseconds / SECOND_MS;
  const bb = chunk.bb ?? malformed('chunk not opened');
  const positions = locate(chunk, bb, channelIds);
  const channel = new Channel();
  const table = new ShowTable();
  const factory = new ChunkShowFactory(bb);
  const result = new Map<string, Show[]>();
  for (const channelId of channelIds) {
    const position = positions.get(channelId);
    if (position === undefined) continue;
    channelAt(chunk, position, channel);
    const shows: Show[] = [];
    for (let s = 0, count = channel.showsLength(); s < count; s += 1) {
      showAt(channel, s, table);
      if (table.stop() > fromS && table.start() < toS) shows.push(factory.show(table, channelId));
    }
    result.set(channelId, shows);
  }
  return result;
}
