import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded with its route: its module, and the libraries only it uses, leave the entry's
 * first load. The route table renders it under a Suspense boundary that is already on screen,
 * so a navigation (a transition) keeps the current screen until the next one has loaded.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
