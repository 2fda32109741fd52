import { badRequest } from '../backend/fault';
import { route, type DemoRoute, type HandlerDeps } from '../handlers/respond';
import { chunkToJson } from './chunk-json';
import { chunkShows, parseChunkId } from './chunk-shows';
import { encodeChunk } from './encode-chunk';

/**
 * GET epg2d/{chunk}/ (cached base): one 4-hour chunk of the guide of every channel, as
 * FlatBuffers bytes with `format=fbs`, as JSON of the same data with `format=json` or no format.
 */
export function epgRoutes(deps: HandlerDeps): DemoRoute[] {
  return [
    route(deps, 'get', 'cache', 'epg2d/:chunk/', (req) => {
      const format = req.query.get('format') ?? 'json';
      if (format !== 'fbs' && format !== 'json') badRequest('format must be fbs or json');
      const shows = chunkShows(deps.backend.catalogue, parseChunkId(req.params.chunk));
      if (format === 'json') return chunkToJson(shows);
      return new Response(encodeChunk(shows), { headers: { 'Content-Type': 'application/octet-stream' } });
    }),
  ];
}
