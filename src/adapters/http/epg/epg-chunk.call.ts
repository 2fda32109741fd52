import type { ChunkId } from '../../../domain/guide/epg-chunk';
import type { Show } from '../../../domain/shows/show';
import { toApiError, type ApiClient } from '../api-client';
import { READ } from '../call-policy';
import { EPG_CALL } from './chunk-bounds';

/** The bytes of an EPG chunk from the cached base (epg2d/{chunk}/?format=fbs). */
export async function fetchChunkBytes(client: ApiClient, chunkId: ChunkId): Promise<Uint8Array> {
  try {
    const response = await client.cache.get(`epg2d/${chunkId}/`, { ...READ, searchParams: { format: 'fbs' } });
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw await toApiError(error, EPG_CALL, client);
  }
}

/**
 * GuideApi.epgChunk over HTTP: fetch the FlatBuffers chunk and decode every channel's shows. The
 * decoder (and the flatbuffers library) loads with the first chunk, out of the page's first load.
 */
export async function fetchEpgChunk(client: ApiClient, chunkId: ChunkId): Promise<Map<string, Show[]>> {
  const [bytes, { decodeChunk }] = await Promise.all([fetchChunkBytes(client, chunkId), import('./decode-chunk')]);
  return decodeChunk(bytes);
}
