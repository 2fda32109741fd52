import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * The remote's focus across a failed rail's Retry: pressed, the button goes while the rail loads
 * again, so the focus comes back to the rail's first card once it has one (or to Retry after
 * another failure), unless the user has moved it meanwhile. Spread the handlers on Retry's wrapper.
 */
export function useRetryFocus(retryKey: string, failed: boolean, firstKey: string | undefined) {
  const onRetry = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!onRetry.current || !lost) return;
    if (firstKey !== undefined) {
      onRetry.current = false;
      setFocus(firstKey);
    } else if (failed) setFocus(retryKey);
  }, [failed, firstKey, retryKey]);
  return {
    onFocus: () => void (onRetry.current = true),
    // Focus moved to something else (not the button leaving the page, which has no related target).
    onBlur: (event: FocusEvent) => void (event.relatedTarget !== null && (onRetry.current = false)),
  };
}
