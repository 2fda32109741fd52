import type { TimeWindow } from './guide';
import { Temporal } from '../time';

/** The guide is fetched in chunks of this length (spec point 9). */
export const EPG_CHUNK = Temporal.Duration.from({ hours: 4 });

const CHUNK_MS = EPG_CHUNK.total('milliseconds');

/**
 * A chunk id is the index of its 4-hour slice counted from the Unix epoch (slices start at
 * 00:00, 04:00, … UTC), so every client and the cache agree on it without any state.
 */
export type ChunkId = number;

/** The chunk that contains an instant. */
export function chunkIdAt(at: Temporal.Instant): ChunkId {
  return Math.floor(at.epochMilliseconds / CHUNK_MS);
}

/** The span of a chunk: start included, stop excluded. */
export function chunkWindow(id: ChunkId): TimeWindow {
  const start = Temporal.Instant.fromEpochMilliseconds(id * CHUNK_MS);
  return { start, stop: start.add(EPG_CHUNK) };
}

/** The chunks, in order, that together cover a window (stop excluded); none for an empty window. */
export function chunksCovering(window: TimeWindow): ChunkId[] {
  if (Temporal.Instant.compare(window.stop, window.start) <= 0) return [];
  const first = chunkIdAt(window.start);
  const last = chunkIdAt(window.stop.subtract(Temporal.Duration.from({ nanoseconds: 1 })));
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
