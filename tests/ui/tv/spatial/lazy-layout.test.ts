import { describe, expect, it, vi } from 'vitest';
import { lazyLayout } from '../../../../src/ui/tv/spatial/lazy-layout';

const placed = () => {
  const node = document.body.appendChild(document.createElement('button'));
  const measure = vi
    .spyOn(node, 'getBoundingClientRect')
    .mockReturnValue({ x: 10, y: 20, width: 300, height: 200, left: 10, top: 20, right: 310, bottom: 220 } as DOMRect);
  return { node, measure };
};

describe('when the focus library measures a focusable (lazy layout)', () => {
  it('should not touch the page until a figure is read', () => {
    const { node, measure } = placed();
    lazyLayout(node);
    expect(measure).not.toHaveBeenCalled();
  });

  it('should measure once, when first read, and give the box with its right and bottom edges', () => {
    const { node, measure } = placed();
    const layout = lazyLayout(node);
    expect({ ...layout }).toMatchObject({
      x: 10,
      y: 20,
      left: 10,
      top: 20,
      width: 300,
      height: 200,
      right: 310,
      bottom: 220,
      node,
    });
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('should give an empty box for a node that has left the page, or none', () => {
    const { node, measure } = placed();
    node.remove();
    expect(lazyLayout(node).width).toBe(0);
    expect(lazyLayout(null).right).toBe(0);
    expect(measure).not.toHaveBeenCalled();
  });
});
