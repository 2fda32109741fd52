import { chunksToLoad, guideStatus, type ChunkShows, type GuideStatus } from '../../../application/guide/guide.model';
import type { TimeWindow } from '../../../domain/guide/guide';
import type { Guide } from './use-guide';
import { useGuideChunks } from './use-guide-chunks';

/** What a guide layout draws for the span it shows: the loaded chunks, and what to say about the data. */
export interface GuideWindow {
  /** The chunks of the view, then their neighbours, in that order; undefined for one not loaded yet. */
  readonly chunks: readonly (ChunkShows | undefined)[];
  readonly status: GuideStatus;
}

/**
 * The guide's data for the span a layout shows (`view`; null before the layout has placed it,
 * then nothing loads): the chunks covering it and one on each side, through the resource cache,
 * and the guide's status (loading, the first failure). Both layouts call it with their own view.
 */
export function useGuideWindow(
  guide: Pick<Guide, 'bounds' | 'channels' | 'channelsError'>,
  view: TimeWindow | null,
): GuideWindow {
  const wanted = chunksToLoad(view, guide.bounds);
  const { chunks, loading, error } = useGuideChunks(wanted.visible, wanted.prefetch);
  const status = guideStatus({
    channelCount: guide.channels.length,
    chunks,
    chunksLoading: loading,
    channelsError: guide.channelsError,
    chunksError: error,
  });
  return { chunks, status };
}
