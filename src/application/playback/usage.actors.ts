import { fromPromise } from 'xstate';
import type { Bookmark } from '../../domain/playback/bookmark';
import type { UsageApi } from '../../ports/usage.port';

/** The watch-next removal's I/O over the usage API. */
export function createWatchNextActors(usageApi: UsageApi) {
  return {
    setBookmark: fromPromise<void, Bookmark>(({ input }) => usageApi.setBookmark(input.showId, input.at)),
  };
}

/** Feedback's I/O over the usage API (POST contact/). */
export function createFeedbackActors(usageApi: UsageApi) {
  return {
    sendFeedback: fromPromise<void, { email: string; message: string }>(({ input }) =>
      usageApi.contact(input.email, input.message),
    ),
  };
}
