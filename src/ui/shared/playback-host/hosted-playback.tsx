import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Playback } from '../hooks/use-playback';
import type { PlaybackHostStore } from './playback-host-store';

export const PlaybackHostContext = createContext<PlaybackHostStore | null>(null);

function useHostStore(): PlaybackHostStore {
  const store = useContext(PlaybackHostContext);
  if (store === null) throw new Error('useHostedPlayback needs a PlaybackHost above it');
  return store;
}

const noPlayback = () => null;

/**
 * The layout's one playback (PlaybackHost), for a screen that plays: `playback` is null until its
 * code has arrived (and on a prerendered page), `send` keeps what is sent meanwhile.
 */
export function useHostedPlayback(): Pick<PlaybackHostStore, 'send'> & { playback: Playback | null } {
  const store = useHostStore();
  const playback = useSyncExternalStore(store.subscribe, store.playback, noPlayback);
  useEffect(() => store.request(), [store]);
  return { playback, send: store.send };
}

/** The channel the layout's playback plays live, without asking for the playback (null: none, or not made yet). */
export function useHostedLiveChannel(): string | null {
  const store = useHostStore();
  const playback = useSyncExternalStore(store.subscribe, store.playback, noPlayback);
  return playback?.active && playback.content?.kind === 'live' ? playback.content.channelId : null;
}

/** The full player's video: the hosted video element is moved here while this is mounted. */
export function PlayerSlot({ className }: { className?: string }) {
  const store = useHostStore();
  const slot = useRef<HTMLDivElement>(null);
  // The screen's own address (not an overlay opened over it later): where "back to the full player" goes.
  const [path] = useState(useLocation().pathname);
  useLayoutEffect(() => (slot.current ? store.adopt(slot.current, path) : undefined), [store, path]);
  return <div ref={slot} className={className} />;
}
