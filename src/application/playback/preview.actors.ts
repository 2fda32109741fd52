import { fromPromise } from 'xstate';
import type { PreviewPlan } from '../../domain/playback/preview';
import type { PlayerPort } from '../../ports/player.port';

/** The hover preview's I/O over its own (muted) player. */
export function createPreviewActors(player: PlayerPort) {
  return {
    startPreview: fromPromise<void, PreviewPlan>(({ input }) =>
      player.load(
        { url: input.url },
        {
          startSeconds: input.startSeconds,
          maxBandwidth: input.maxBandwidth,
          adaptiveBitrate: input.adaptiveBitrate,
          muted: true,
        },
      ),
    ),
    stopPreview: fromPromise<void>(() => player.stop()),
  };
}
