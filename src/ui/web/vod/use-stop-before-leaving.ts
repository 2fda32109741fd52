import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** The longest a navigation waits for the stream stop to be reported before it goes on anyway. */
export const LEAVE_STOP_TIMEOUT_MS = 3000;

/**
 * Holds a navigation away from the page while a stream is active, stops the stream, and lets
 * the navigation go on once the stop is done: closing the overlay (its link, Escape, back)
 * would otherwise unmount the player before the provider hears of the stop and its bookmark.
 */
export function useStopBeforeLeaving(active: boolean, stop: () => void): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const stopRef = useRef(stop);
  stopRef.current = stop;
  const blocked = blocker.state === 'blocked';
  const proceed = useRef(blocker.proceed);
  proceed.current = blocker.proceed;

  useEffect(() => {
    if (!blocked) return undefined;
    stopRef.current();
    const timer = setTimeout(() => proceed.current?.(), LEAVE_STOP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [blocked]);

  useEffect(() => {
    if (blocked && !active) proceed.current?.();
  }, [blocked, active]);
}
