import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { startAuth } from '../../src/application/auth.service';
import { AUTH_SERVICE } from '../../src/application/tokens';
import { createMemoryTokenStore } from '../../src/adapters/storage/memory-token.store';
import { AppRoot } from '../../src/ui/shared/app-root';
import { createI18n, type Language } from '../../src/ui/shared/i18n/i18n';
import { FakeSessionApi } from '../fakes/fake-session-api';

/** Renders UI with the real auth machine over fake ports, in the given language. */
export function renderWithServices(ui: ReactNode, { language = 'fr' as Language, path = '/' } = {}) {
  const sessionApi = new FakeSessionApi();
  const auth = startAuth({ sessionApi, tokenStore: createMemoryTokenStore(), resetData: vi.fn() });
  const services = new Map<symbol, unknown>([[AUTH_SERVICE, auth]]);
  const resolve = <T,>(token: symbol) => {
    if (!services.has(token)) throw new Error(`no fake for ${String(token)}`);
    return services.get(token) as T;
  };
  const view = render(
    <AppRoot resolve={resolve} i18n={createI18n(language)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppRoot>,
  );
  return { ...view, sessionApi, auth };
}
