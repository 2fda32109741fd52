import {
  createElement,
  isValidElement,
  lazy,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLaterTexts } from './i18n/use-translation';
import { screenShown } from './screen-shown';

const loaders: (() => Promise<unknown>)[] = [];
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded with its route: its module, and the libraries only it uses, leave the entry's
 * first load. The route table renders it under a Suspense boundary that is already on screen, and
 * the router's navigations are transitions: a screen that suspends on its code keeps the current
 * screen, and its focus, on screen until it can render (React shows no fallback for a boundary
 * already revealed during a transition). The first screen renders under that boundary while its
 * code arrives, so the shell draws at once. A screen whose code is already here (preloaded beside
 * the session check) renders in its first render, without suspending: a lazy component always
 * suspends once, and React then holds the boundary's content back up to 300 ms after its fallback
 * showed, which delayed the first screen and its data. A screen's texts beyond the first load's
 * (i18n.ts, the later part) load beside its code: it draws once both are here, never a key.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One load at a time; a failed one (a preload while offline) is not kept, so the render loads again.
  const once = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.push(once);
  const Lazy = lazy(async () => ({ default: await once() }));
  function Screen(props: P) {
    useLaterTexts();
    // Chosen once per mount: switching from the lazy component to the loaded one would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    // Before the screen's own effects: a prerendered page takes input here (start.tsx), and a
    // screen that focuses as it mounts (the TV's on-screen keyboard) cannot focus an inert page.
    useLayoutEffect(screenShown, []);
    return createElement(Component, props);
  }
  preloads.set(Screen, once);
  return Screen;
}

/**
 * A part of a screen or shell loaded the first time it draws (React's `lazy`), which waits for the
 * later texts as well (the lazy screens' rule above).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Part(props: P) {
    useLaterTexts();
    return createElement(Lazy, props);
  };
}

/** Loads every screen declared so far (what a test of a whole route table does before its first render). */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}

/** The loads of the lazy screens an element tree renders (a route's element: guards and fragments around the screen). */
function screenLoads(node: ReactNode): (() => Promise<unknown>)[] {
  if (Array.isArray(node)) return node.flatMap(screenLoads);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = typeof node.type === 'object' || typeof node.type === 'function' ? preloads.get(node.type) : undefined;
  return [...(own ? [own] : []), ...screenLoads(node.props.children)];
}

/**
 * Starts loading the lazy screens an element tree renders (a route's element), so that the first
 * screen's code arrives beside the session check instead of after it. A screen already loading is
 * not asked again.
 */
export function preloadScreens(node: ReactNode): void {
  for (const load of screenLoads(node)) void load().catch(() => undefined);
}
