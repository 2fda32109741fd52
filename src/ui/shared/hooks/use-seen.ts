import { useEffect, useRef, useState } from 'react';

/** How far outside the viewport a card starts rendering, so scrolling shows it ready. */
const MARGIN_PX = 200;

/**
 * Whether the element has been on screen once (spec point 4: a card renders only once seen).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as seen. `known`: the
 * caller knows it is in view (a list's first slots), seen from the first render.
 */
export function useSeen<T extends Element>(known = false) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => known || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
