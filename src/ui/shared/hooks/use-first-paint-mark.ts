import { useLayoutEffect } from 'react';

/**
 * Marks, in the page's performance timeline, the first commit where `ready` holds (`<prefix>:first-cells-commit`)
 * and, one frame later, the first task after its paint (`<prefix>:first-cells-paint`): the guide
 * benchmarks read them. Once per page: a grid shown again (each visit to the guide mounts it anew)
 * leaves the marks as they are, which the timeline would otherwise keep, two more each visit.
 */
export function useFirstPaintMark(prefix: string, ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const commit = `${prefix}:first-cells-commit`;
    if (performance.getEntriesByName(commit, 'mark').length > 0) return;
    performance.mark(commit);
    // The frame callback runs before the paint; a task queued from it runs once the frame is painted.
    requestAnimationFrame(() => setTimeout(() => performance.mark(`${prefix}:first-cells-paint`)));
  }, [prefix, ready]);
}
