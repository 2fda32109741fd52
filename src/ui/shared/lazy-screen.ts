import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

const loaders: (() => Promise<unknown>)[] = [];
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded with its route: its module, and the libraries only it uses, leave the entry's
 * first load. The route table renders it under a Suspense boundary of its own (the shell's
 * outlet, an overlay's): under Preact, which serves React's API and has no transitions, a
 * navigation to a screen still loading leaves that boundary empty until it has loaded, and the
 * shell (its field, its focus) or the screen under an overlay in place.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  // One load at a time; a failed one (a preload while offline) is not kept, so the render loads again.
  const once = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
  loaders.push(once);
  const screen = lazy(async () => ({ default: await once() }));
  preloads.set(screen, once);
  return screen;
}

/** Loads every screen declared so far (what a test of a whole route table does before its first render). */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/**
 * Starts loading the lazy screens an element tree renders (a route's element, as the route table
 * writes it: guards and fragments around the screen), so that the first screen's code arrives
 * beside the session check instead of after it. A screen already loading is not asked again.
 */
export function preloadScreens(node: ReactNode): void {
  if (Array.isArray(node)) return node.forEach(preloadScreens);
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const preload = typeof node.type === 'object' || typeof node.type === 'function' ? preloads.get(node.type) : undefined;
  if (preload) void preload().catch(() => undefined);
  preloadScreens(node.props.children);
}
