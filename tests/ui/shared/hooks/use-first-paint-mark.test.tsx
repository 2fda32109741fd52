import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstPaintMark } from '../../../../src/ui/shared/hooks/use-first-paint-mark';

const marks = (name: string) => performance.getEntriesByName(name, 'mark').length;

describe('the first cells marks of a grid', () => {
  afterEach(() => {
    performance.clearMarks();
  });

  it('should be set once per page, however often the grid is shown again (the timeline would grow each visit)', async () => {
    for (let visit = 0; visit < 5; visit += 1) {
      const { unmount } = renderHook(() => useFirstPaintMark('grid', true));
      await waitFor(() => expect(marks('grid:first-cells-paint')).toBe(1));
      unmount();
    }
    // A visit's paint mark waits a frame and a task: let the last one's come if it were to.
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 10)));
    expect(marks('grid:first-cells-commit')).toBe(1);
    expect(marks('grid:first-cells-paint')).toBe(1);
  });

  it('should not be set while the grid has no cells', () => {
    renderHook(() => useFirstPaintMark('empty', false));
    expect(marks('empty:first-cells-commit')).toBe(0);
  });
});
