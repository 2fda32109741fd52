import type { UsageApi } from '../../ports/usage.port';
import { replayShow, shouldSaveBookmark, type PlaybackContent } from './playback-content';

/** Where a replay stood when it is left, and what the provider holds for it. */
export interface BookmarkFlush {
  readonly content: PlaybackContent | null;
  readonly savedBookmark: number | undefined;
  readonly position: number;
  /** Whether the stream has played: a position polled before it did is not the user's. */
  readonly played: boolean;
}

/**
 * The playback machine's save on leaving a replay (stop, zap, failure, page leaving): sent with
 * keepalive so it survives the page going away, at most once, and its failure stays quiet (the
 * next session resumes from the last 30 s save). Its answer reloads nothing.
 */
export function createBookmarkActions(usageApi: Pick<UsageApi, 'setBookmark'>) {
  return {
    flushBookmark: (_: unknown, { content, savedBookmark, position, played }: BookmarkFlush) => {
      const show = replayShow(content);
      if (show === null || !played || !shouldSaveBookmark(content, savedBookmark, position)) return;
      usageApi.setBookmark(show.id, position, { keepalive: true }).catch(() => undefined);
    },
  };
}
