import { useEffect, useRef, useState, type RefObject } from 'react';
import { PLAYER_FACTORY, type PlayerFactory } from '../../../ports/player.port';
import { useService } from '../services';

/**
 * Plays a trailer's address in a video element through the player port (a DASH manifest that a
 * browser tab could not play by itself); `failed` once it could not start.
 */
export function useTrailer(url: string): {
  readonly video: RefObject<HTMLVideoElement | null>;
  readonly failed: boolean;
} {
  const createPlayer = useService<PlayerFactory>(PLAYER_FACTORY);
  const video = useRef<HTMLVideoElement>(null);
  // A player is released before the next one takes the same element: a new address, or the second
  // mount StrictMode makes in development (effects run, are cleaned up and run again).
  const released = useRef<Promise<void>>(Promise.resolve());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    let active = true;
    const player = released.current.then(() => (active ? createPlayer() : null));
    void player.then(async (created) => {
      if (created === null) return;
      try {
        await created.attach(element);
        await created.load({ url });
        if (active) await created.play();
      } catch {
        if (active) setFailed(true);
      }
    });
    return () => {
      active = false;
      released.current = player.then((created) => created?.destroy()).catch(() => undefined);
    };
  }, [createPlayer, url]);
  return { video, failed };
}
