import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ChunkShows } from '../../../application/guide/guide.model';
import type { ResourceCache } from '../../../application/resource-cache';
import { RESOURCE_CACHE } from '../../../application/tokens';
import type { ChunkId } from '../../../domain/guide/epg-chunk';
import type { Resource } from '../../../domain/freshness';
import { GUIDE_API, type GuideApi } from '../../../ports/guide.port';
import { useService } from '../services';

/** What the grid gets: each asked chunk's data once it is there, and whether one failed with nothing to show. */
export interface GuideChunks {
  readonly chunks: readonly (ChunkShows | undefined)[];
  readonly loading: boolean;
  readonly error: unknown;
}

/** Marks the instant a chunk's shows reached the page (decoded), for the guide benchmark. */
export const CHUNK_MARK = 'guide:chunk-decoded';

/** At most this many chunk marks are kept in the page's performance timeline (they would pile up forever). */
export const MAX_CHUNK_MARKS = 32;

/** Marks a decoded chunk; past MAX_CHUNK_MARKS the older marks are cleared first. */
export function markChunkDecoded(id: ChunkId): void {
  if (performance.getEntriesByName(CHUNK_MARK, 'mark').length >= MAX_CHUNK_MARKS) performance.clearMarks(CHUNK_MARK);
  performance.mark(CHUNK_MARK, { detail: id });
}

const keyOf = (id: ChunkId) => `epg2d:${id}`;

/**
 * The EPG chunks `ids` (the visible ones) and `prefetch` (their neighbours), read through the
 * resource cache (loaded once, refreshed when stale, a failure not retried for 30 s). The
 * neighbours are asked for only once the visible chunks are in, so that decoding them does not
 * delay the first grid. Chunks no longer asked for stay cached but are not returned.
 */
export function useGuideChunks(visible: readonly ChunkId[], prefetch: readonly ChunkId[] = []): GuideChunks {
  const ids = [...visible, ...prefetch];
  const guide = useService<GuideApi>(GUIDE_API);
  const cache = useService<ResourceCache>(RESOURCE_CACHE);
  const idsKey = ids.join(',');
  const last = useRef<readonly (Resource<ChunkShows> | undefined)[]>([]);
  const snapshot = useCallback(() => {
    const next = idsKey === '' ? [] : idsKey.split(',').map((id) => cache.peek<ChunkShows>(keyOf(Number(id))));
    const same = next.length === last.current.length && next.every((entry, i) => entry === last.current[i]);
    if (!same) last.current = next;
    return last.current;
  }, [cache, idsKey]);
  // A prerendered page holds no shows: its hydrating render reads none either (use-resource.ts).
  const prerendered = useMemo(() => (idsKey === '' ? [] : idsKey.split(',').map(() => undefined)), [idsKey]);
  const resources = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    snapshot,
    () => prerendered,
  );

  const visibleIn = resources
    .slice(0, visible.length)
    .every((resource) => resource !== undefined && resource.status !== 'loading');
  const wanted = (visibleIn ? ids : visible).join(',');
  useEffect(() => {
    for (const id of wanted === '' ? [] : wanted.split(',').map(Number)) {
      cache.read(keyOf(id), () =>
        guide.epgChunk(id).then((shows) => {
          markChunkDecoded(id);
          return shows;
        }),
      );
    }
  }, [cache, guide, wanted, resources]);

  const failed = resources.find((resource) => resource?.status === 'failure' && resource.data === undefined);
  // The same array while no chunk changes: what is worked out from it (the TV guide's rows) keeps.
  const chunks = useMemo(() => resources.map((resource) => resource?.data), [resources]);
  return {
    chunks,
    loading: resources.some((resource) => resource === undefined || resource.status === 'loading'),
    error: failed?.status === 'failure' ? failed.error : null,
  };
}
