import { Suspense, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { DockProps } from './dock-props';
import { lazyPart } from '../lazy-screen';
import { PlaybackHostContext } from './hosted-playback';
import { createPlaybackHostStore } from './playback-host-store';

/** The playback and its video: loaded the first time a screen plays (not in the first load). */
const PlaybackOwner = lazyPart(() => import('./playback-owner').then((m) => m.PlaybackOwner));

const notRequested = () => false;

/**
 * Keeps one playback beside the layout's routes (issue 38 item 1): a stream started on a screen
 * goes on when the user leaves it, in the layout's `Dock`, and comes back to a screen's player
 * without a reload. Screens use it through `useHostedPlayback` and `PlayerSlot`.
 */
export function PlaybackHost({ Dock, children }: { Dock: ComponentType<DockProps>; children: ReactNode }) {
  const [store] = useState(createPlaybackHostStore);
  const requested = useSyncExternalStore(store.subscribe, store.requested, notRequested);
  return (
    <PlaybackHostContext.Provider value={store}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <PlaybackOwner store={store} Dock={Dock} />
        </Suspense>
      ) : null}
    </PlaybackHostContext.Provider>
  );
}
