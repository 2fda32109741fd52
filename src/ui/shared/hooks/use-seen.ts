import { useEffect, useRef, useState } from 'react';

/** How far outside the viewport a card starts rendering, so scrolling shows it ready. */
const MARGIN = '200px';

/**
 * Whether the element has been on screen once (spec point 4: a card renders only once seen).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as seen.
 */
export function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
