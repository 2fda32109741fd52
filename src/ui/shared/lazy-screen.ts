import { lazy, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A screen loaded with its route: its module, and the libraries only it uses, leave the entry's
 * first load. The route table renders it under a Suspense boundary that is already on screen,
 * so a navigation (a transition) keeps the current screen until the next one has loaded.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  loaders.push(load);
  return lazy(async () => ({ default: await load() }));
}

/** Loads every screen declared so far (what a test of a whole route table does before its first render). */
export async function loadAllScreens(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
