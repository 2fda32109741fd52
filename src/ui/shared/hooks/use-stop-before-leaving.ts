import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** The longest a navigation waits for the stream stop to be reported before it goes on anyway. */
export const LEAVE_STOP_TIMEOUT_MS = 3000;

/** The paths that keep a hosted playback: all (it is not the screen's, `PlaybackHost`): no navigation is held. */
export const alwaysStays = () => true;

/**
 * Holds a navigation away from the player's screen while a stream is active, stops the stream,
 * and lets the navigation go on once the stop is done: leaving (a link, Escape, back) would
 * otherwise unmount the player before the provider hears of the stop (stream event, VOD
 * bookmark). `stays(next)` tells the paths that keep the player (by default, the same path).
 */
export function useStopBeforeLeaving(active: boolean, stop: () => void, stays?: (pathname: string) => boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !(stays ? stays(nextLocation.pathname) : currentLocation.pathname === nextLocation.pathname),
  );
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
