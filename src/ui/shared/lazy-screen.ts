import { createElement, isValidElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

const loaders: (() => Promise<unknown>)[] = [];
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded with its route: its module, and the libraries only it uses, leave the entry's
 * first load. The router enters its route once its code is here (waitForScreens), so a
 * navigation keeps the current screen until then; the first screen renders under a Suspense
 * boundary of its own while its code arrives. A screen whose code is already here (preloaded
 * beside the session check) renders in its first render, without suspending: a lazy component
 * always suspends once (under React, which then held the boundary's content back up to 300 ms,
 * this delayed the first screen and its data).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One load at a time; a failed one (a preload while offline) is not kept, so the render loads again.
  const once = () => (loading ??= load().then(
    (component) => (loaded = component),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
  loaders.push(once);
  const Lazy = lazy(async () => ({ default: await once() }));
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy component to the loaded one would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  preloads.set(Screen, once);
  return Screen;
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

/**
 * The route table with a loader on each route whose element renders lazy screens: it waits for
 * their code, so a navigation keeps the current screen, and its focus, until the next one can
 * render at once. React's API is served by Preact (vite.config.ts), which has no transitions: a
 * screen suspended on its code would otherwise blank its area. A failed load enters the route all
 * the same; the screen loads again as it renders, under its boundary. The routes matched by the
 * address the app starts at are marked loaded (`hydrationData`): the first render does not wait
 * for them, their screens load beside the session check (preloadScreens).
 */
export function waitForScreens(routes: RouteObject[], entered: string, basename?: string): { routes: RouteObject[]; hydrationData: HydrationState } {
  const withLoaders = (level: RouteObject[], parentId: string): RouteObject[] =>
    level.map((route, index) => {
      const id = route.id ?? `${parentId}${index}`;
      const loads = screenLoads(route.element);
      const loader = loads.length === 0 ? undefined : () => Promise.all(loads.map((load) => load().catch(() => undefined))).then(() => null);
      // Entered once per visit: a change of address under the route (its overlays, its search) does not ask again.
      const waiting = loader ? { loader, shouldRevalidate: () => false } : {};
      return route.index ? { ...route, id, ...waiting } : { ...route, id, ...waiting, children: route.children && withLoaders(route.children, `${id}-`) };
    });
  const table = withLoaders(routes, '');
  const first = matchRoutes(table, entered, basename) ?? [];
  return { routes: table, hydrationData: { loaderData: Object.fromEntries(first.filter((match) => match.route.loader).map((match) => [match.route.id, null])) } };
}
