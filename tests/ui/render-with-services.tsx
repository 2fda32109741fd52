import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { startAuth } from '../../src/application/auth.service';
import { AUTH_SERVICE } from '../../src/application/tokens';
import { createMemoryTokenStore } from '../../src/adapters/storage/memory-token.store';
import { AppRoot } from '../../src/ui/shared/app-root';
import { createI18n, type Language } from '../../src/ui/shared/i18n/i18n';
import { FakeSessionApi } from '../fakes/fake-session-api';

type Services = ReadonlyMap<symbol, unknown>;

/** The app's root over these fakes, in a language: a service without a fake fails the test loudly. */
export function FakeServices({ services, language = 'fr', children }: { services: Services; language?: Language; children: ReactNode }) {
  const resolve = <T,>(token: symbol) => {
    if (!services.has(token)) throw new Error(`no fake for ${String(token)}`);
    return services.get(token) as T;
  };
  return <AppRoot resolve={resolve} i18n={createI18n(language)}>{children}</AppRoot>;
}

/** Renders routes in a data router (blockers, matches) at `path`, over these fakes. */
export function renderRoutes(services: Services, routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<FakeServices services={services}><RouterProvider router={router} /></FakeServices>);
  return { ...view, router };
}

/** Renders UI with the real auth machine over fake ports, in the given language. */
export function renderWithServices(ui: ReactNode, { language = 'fr' as Language, path = '/' } = {}) {
  const sessionApi = new FakeSessionApi();
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
  const view = render(
    <FakeServices services={new Map([[AUTH_SERVICE, auth]])} language={language}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </FakeServices>,
  );
  return { ...view, sessionApi, auth };
}
