import { useLayoutEffect, useRef } from 'react';

/**
 * Marks, in the page's performance timeline, the first commit where `ready` holds (`<prefix>:first-cells-commit`)
 * and, one frame later, the first task after its paint (`<prefix>:first-cells-paint`): the guide
 * benchmarks read them.
 */
export function useFirstPaintMark(prefix: string, ready: boolean): void {
  const marked = useRef(false);
  useLayoutEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    performance.mark(`${prefix}:first-cells-commit`);
    // The frame callback runs before the paint; a task queued from it runs once the frame is painted.
    requestAnimationFrame(() => setTimeout(() => performance.mark(`${prefix}:first-cells-paint`)));
  }, [prefix, ready]);
}
