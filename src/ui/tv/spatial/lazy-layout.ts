import type { FocusableComponentLayout } from '@noriginmedia/norigin-spatial-navigation';

const NO_RECT = { x: 0, y: 0, width: 0, height: 0, left: 0, top: 0 };

/**
 * A focusable's layout for the focus library (norigin), measured when first read rather than
 * when asked for. The library measures every focusable as it mounts, in the commit that a key
 * press set off, while the page has just changed: each measure there forced a style and layout
 * pass before the frame (found profiling `npm run bench:dpad`, its `getRect` at the top of the
 * key's work). It reads layouts only when it navigates, after measuring the current focusable
 * and its siblings again: read then, the page is already laid out and the measure costs
 * little. One `getBoundingClientRect` per node, instead of a walk up its offset parents; the
 * coordinates are the viewport's, the same for every focusable of one navigation.
 */
export function lazyLayout(node: HTMLElement | null): FocusableComponentLayout {
  let rect: typeof NO_RECT | null = null;
  const read = () => (rect ??= node?.isConnected ? node.getBoundingClientRect() : NO_RECT);
  return {
    node: node as HTMLElement,
    get x() {
      return read().x;
    },
    get y() {
      return read().y;
    },
    get width() {
      return read().width;
    },
    get height() {
      return read().height;
    },
    get left() {
      return read().left;
    },
    get top() {
      return read().top;
    },
    get right() {
      return read().left + read().width;
    },
    get bottom() {
      return read().top + read().height;
    },
  };
}

/** The focus library's `layoutAdapter` part that measures lazily. */
export const lazyLayoutAdapter = {
  measureLayout: async ({ node }: { node: HTMLElement | null }) => lazyLayout(node),
};
