import { chunkWindow, type ChunkId } from '../../../domain/guide/epg-chunk';
import type { Show } from '../../../domain/shows/show';
import { badRequest } from '../backend/fault';
import type { Catalogue } from '../catalogue/catalogue';

/** The chunk carries no category; its shows get this one (same as the HTTP decoder). */
export const UNKNOWN_CATEGORY = 0;

/** A show reduced to what an EPG chunk carries (spec point 3: start, stop, title, id, serieId, age). */
export function toChunkShow(show: Show): Show {
  const { id, channelId, startDate, stopDate, title, serieId, age } = show;
  return { id, channelId, categoryId: UNKNOWN_CATEGORY, startDate, stopDate, title, subTitle: '', serieId, age };
}

/** A chunk id from a request: a whole number from 0 on (400 otherwise). */
export function parseChunkId(value: string | number | undefined): ChunkId {
  const id = typeof value === 'number' ? value : /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 0 ? id : badRequest('chunk must be a whole number from 0 on');
}

/**
 * Chunk `chunkId` of the demo guide: every channel of the lineup (default order) with its
 * shows overlapping the chunk's 4 hours, in start order, reduced to the chunk's fields.
 */
export function chunkShows(catalogue: Catalogue, chunkId: ChunkId): Map<string, Show[]> {
  const { start, stop } = chunkWindow(chunkId);
  return new Map(
    catalogue.channels.map(({ channel }) => [
      channel.id,
      catalogue.schedule.between(channel.id, start.epochMilliseconds, stop.epochMilliseconds).map(toChunkShow),
    ]),
  );
}
