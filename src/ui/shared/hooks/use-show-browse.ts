import { useState } from 'react';
import type { Show } from '../../../domain/shows/show';
import { useNeighbour } from './use-show-neighbours';

/** Browsing a channel's coming shows from the one on air, without leaving it (the TV zap banner). */
export interface ShowBrowse {
  /** The show shown: the one on air until the user browses on. */
  readonly shown: Show | null;
  /** The show after it, once known. */
  readonly following: Show | null;
  /** Whether the shown show is a later one than the show on air. */
  readonly browsing: boolean;
  /** To the following show (when known); back towards the one on air. */
  readonly forward: () => void;
  readonly back: () => void;
}

/**
 * The channel's shows from `current` on: the next one is known with it (`next`), each later one
 * is read once from the provider (show/details/{id}/?next=true). A new show on air starts over.
 */
export function useShowBrowse(current: Show | null, next: Show | null): ShowBrowse {
  const [trail, setTrail] = useState<{ readonly from: string | null; readonly shows: readonly Show[] }>({
    from: null,
    shows: [],
  });
  const from = current?.id ?? null;
  const browsed = trail.from === from ? trail.shows : [];
  const shown = browsed[browsed.length - 1] ?? current;
  const loaded = useNeighbour(browsed.length > 0 ? shown : null, 'next');
  const following = browsed.length === 0 ? next : loaded.status === 'success' ? loaded.data : null;
  const forward = () => {
    if (following !== null) setTrail({ from, shows: [...browsed, following] });
  };
  const back = () => setTrail({ from, shows: browsed.slice(0, -1) });
  return { shown, following, browsing: browsed.length > 0, forward, back };
}
