import { useEffect, type ReactNode } from 'react';
import { useOutlet } from 'react-router';
import { useFocusMemory } from '../../focus-memory';

/** What a TV list screen needs to give the focus back: after an overlay, a tab, another screen. */
export interface TvListScreen {
  /** The detail overlay opened over the screen (a child route), or null. */
  readonly overlay: ReactNode;
  /** Whether one is open: the screen under it is hidden from the remote and screen readers. */
  readonly open: boolean;
  /** The focus key focused last on this screen. */
  readonly restored: string | undefined;
  readonly remember: (focusKey: string) => void;
  /**
   * Whether the element of `focusKey` should take the focus: none while an overlay is open;
   * the remembered one once it is there (so closing an overlay, coming back with Back or to a
   * tab focuses it again), else the screen's first element (`first`).
   */
  readonly takesFocus: (focusKey: string, first: boolean) => boolean;
}

/** The focus key of a tab's button. */
export const tabKey = (tab: string) => `tab-${tab}`;

/**
 * The focus memory of one TV list screen (`screen` names it, a tab included) and its overlays;
 * `present` are the focus keys of its content once known (null: any key may come).
 */
export function useTvListScreen(
  screen: string,
  tabs: readonly string[],
  present: readonly string[] | null,
): TvListScreen {
  const memory = useFocusMemory();
  const overlay = useOutlet();
  const open = overlay !== null;
  // The focus places the page: the browser's own restoration on Back would put it where it was before the list loaded.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  const recalled = memory.recall(screen);
  // A remembered element that is gone (an actor unfollowed from their overlay) leaves the focus to the first.
  const known = (key: string) => present === null || present.includes(key) || tabs.some((tab) => tabKey(tab) === key);
  const restored = recalled !== undefined && known(recalled) ? recalled : undefined;
  return {
    overlay,
    open,
    restored,
    remember: (focusKey) => memory.remember(screen, focusKey),
    takesFocus: (focusKey, first) => !open && (restored === undefined ? first : restored === focusKey),
  };
}
