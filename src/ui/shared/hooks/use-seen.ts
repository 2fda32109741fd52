import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How far outside the viewport a card starts rendering, so scrolling shows it ready. */
const MARGIN_PX = 200;

/** Whether the element lies within the viewport widened by the margin (one layout read). */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > -MARGIN_PX && box.top < innerHeight + MARGIN_PX && box.right > -MARGIN_PX && box.left < innerWidth + MARGIN_PX;
}

/**
 * Whether the element has been on screen once (spec point 4: a card renders only once seen).
 * Without IntersectionObserver (old browsers, jsdom) everything counts as seen. With `atOnce`,
 * an element already in view when it mounts counts as seen before the first paint (lists
 * replaced at each keystroke, such as search results, then paint their visible cards in the
 * same frame instead of placeholders first). `known`: the caller knows it is in view (seen from the first render).
 */
export function useSeen<T extends Element>(atOnce = false, known = false) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => known || typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    if (atOnce && !seen && ref.current !== null && inView(ref.current)) setSeen(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: `${MARGIN_PX}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
