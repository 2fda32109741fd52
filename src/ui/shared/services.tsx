import { createContext, useContext, type ReactNode } from 'react';

/** Resolves a container token; the composition root supplies it, tests supply fakes. */
export type Resolve = <T>(token: symbol) => T;

const ServicesContext = createContext<Resolve | null>(null);

export function ServicesProvider({ resolve, children }: { resolve: Resolve; children: ReactNode }) {
  return <ServicesContext.Provider value={resolve}>{children}</ServicesContext.Provider>;
}

/** The service bound to `token` in the container of this layout. */
export function useService<T>(token: symbol): T {
  const resolve = useContext(ServicesContext);
  if (resolve === null) throw new Error('useService needs a ServicesProvider');
  return resolve<T>(token);
}
