import { useEffect, useRef, useState } from 'react';
import { errorKind, type ApiErrorKind } from '../../../domain/errors';
import { PLAYER_FACTORY, type PlayerFactory } from '../../../ports/player.port';
import { useService } from '../services';

/**
 * Plays a stored show from the offline store into the returned video element: the player reads
 * it from the browser's storage, so no network is needed. Null stops it.
 */
export function useOfflinePlayback(offlineUrl: string | null) {
  const makePlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<ApiErrorKind | null>(null);
  useEffect(() => {
    const element = video.current;
    if (offlineUrl === null || element === null) return;
    const player = makePlayer();
    let live = true;
    setFailure(null);
    const stopListening = player.onFailure(() => live && setFailure('generic'));
    void (async () => {
      try {
        await player.attach(element);
        await player.load({ url: offlineUrl });
        if (live) await player.play();
      } catch (error) {
        if (live) setFailure(errorKind(error));
      }
    })();
    return () => {
      live = false;
      stopListening();
      void player.destroy();
    };
  }, [makePlayer, offlineUrl]);
  return { video, failure };
}
