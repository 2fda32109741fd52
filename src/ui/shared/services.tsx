import { createContext, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { LoadedLater } from '../../application/loaded-later';

/** Resolves a container token; the composition root supplies it, tests supply fakes. */
export type Resolve = <T>(token: symbol) => T;

const ServicesContext = createContext<Resolve | null>(null);

export function ServicesProvider({ resolve, children }: { resolve: Resolve; children: ReactNode }) {
  return <ServicesContext.Provider value={resolve}>{children}</ServicesContext.Provider>;
}

/**
 * The service bound to `token` in the container of this layout. One whose code loads on first use
 * (`LoadedLater`) suspends the component until it has loaded: the screens that ask for one are
 * loaded with their route, under a Suspense boundary. Once loaded it is handed at once: `use` of a
 * promise it has not seen settle suspends once, and React then holds the boundary's content back up
 * to 300 ms after its fallback showed (the first screen and the loads it starts waited for it).
 */
export function useService<T>(token: symbol): T {
  const resolve = useContext(ServicesContext);
  if (resolve === null) throw new Error('useService needs a ServicesProvider');
  const service = resolve<T | LoadedLater<T>>(token);
  if (!(service instanceof LoadedLater)) return service;
  // `use` is called on every render, loaded or not: a render that suspended on it and is replayed
  // once the code has come must call it again (React's error 467 otherwise, seen while hydrating).
  // A loaded service's promise is marked fulfilled, as React marks those it has seen settle, so
  // that `use` hands the service at once instead of suspending once more.
  const loading = service.load();
  if (service.loaded !== undefined) Object.assign(loading, { status: 'fulfilled', value: service.loaded });
  return use(loading);
}

/**
 * The service bound to `token` without waiting for its code: undefined until a `LoadedLater`
 * service has loaded, then the component draws again with it (for what is always on screen and
 * must not hold the screen back, such as the reminders' banner).
 */
export function useLoadedService<T>(token: symbol): T | undefined {
  const resolve = useContext(ServicesContext);
  if (resolve === null) throw new Error('useLoadedService needs a ServicesProvider');
  const service = resolve<T | LoadedLater<T>>(token);
  const drawn = service instanceof LoadedLater ? service.loaded : service;
  const [, setLoaded] = useState(false);
  // Keyed on what this render drew: code that loaded between the render and this effect (a busy
  // page's effects run late) still draws the component again.
  useEffect(() => {
    if (!(service instanceof LoadedLater) || drawn !== undefined) return;
    let mounted = true;
    service.load().then(
      () => mounted && setLoaded(true),
      () => undefined,
    );
    return () => void (mounted = false);
  }, [service, drawn]);
  return drawn;
}
