import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function across renders, calling the latest `callback`. What the TV gives the focus
 * library (`useFocusable`'s onEnterPress, onFocus…) must keep its identity: a new function makes
 * the library update the focusable and measure its layout again on the next key press.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
