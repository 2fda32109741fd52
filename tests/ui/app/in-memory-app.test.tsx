import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { createInMemoryApis } from '../../../src/adapters/demo/in-memory/apis';
import { APP_NAME, APP_VERSION } from '../../../src/composition/config';
import { createAppContainer } from '../../../src/composition/container';
import { loadLaterModules } from '../../../src/composition/later-modules';
import type { AuthActor } from '../../../src/application/session/auth.service';
import { AUTH_SERVICE } from '../../../src/application/tokens';
import { GUIDE_API } from '../../../src/ports/guide.port';
import { OFFLINE_STORE } from '../../../src/ports/offline-store.port';
import { RECORDINGS_API } from '../../../src/ports/recordings.port';
import { SESSION_API } from '../../../src/ports/session.port';
import { SHOWS_API } from '../../../src/ports/shows.port';
import { TOKEN_STORE, type TokenStore } from '../../../src/ports/token-store.port';
import { USAGE_API } from '../../../src/ports/usage.port';
import { VOD_API } from '../../../src/ports/vod.port';
import { AppRoot } from '../../../src/ui/shared/app-root';
import { createI18n } from '../../../src/ui/shared/i18n/i18n';
import { resources } from '../../../src/ui/shared/i18n/texts';
import { loadAllScreens } from '../../../src/ui/shared/lazy-screen';
import { webRoutes } from '../../../src/ui/web/routes';
import { FakeOfflineStore } from '../../fakes/fake-offline-store';

/**
 * The worked example of docs/architecture.md for integration testers: the app's own container
 * (every service, machine and model as users get them), its API ports bound to the in-memory
 * adapters over one demo backend instead of HTTP. No network, no MSW: a journey runs against the
 * backend's seeded catalogue, and the test can read or change the backend between steps.
 */
function renderOverInMemoryApis(path: string) {
  let ids = 0;
  const backend = new DemoBackend(
    memoryDemoStore(),
    () => Date.now(),
    () => `id-${++ids}`,
    { sampleData: true },
  );
  const container = createAppContainer({
    variant: 'web',
    provider: { kind: 'http', baseUrl: '' },
    appName: `${APP_NAME}-web`,
    version: APP_VERSION,
  });
  const apis = createInMemoryApis({
    backend,
    tokenStore: container.get<TokenStore>(TOKEN_STORE),
    onSessionExpired: () => container.get<AuthActor>(AUTH_SERVICE).send({ type: 'auth.expired' }),
  });
  container.rebind(SESSION_API).toConstantValue(apis.session);
  container.rebind(GUIDE_API).toConstantValue(apis.guide);
  container.rebind(RECORDINGS_API).toConstantValue(apis.recordings);
  container.rebind(SHOWS_API).toConstantValue(apis.shows);
  container.rebind(VOD_API).toConstantValue(apis.vod);
  container.rebind(USAGE_API).toConstantValue(apis.usage);
  // jsdom has no IndexedDB for shaka's offline store.
  container.rebind(OFFLINE_STORE).toConstantValue(new FakeOfflineStore());
  const router = createMemoryRouter(webRoutes, { initialEntries: [path] });
  render(
    <AppRoot resolve={(token) => container.get(token)} i18n={createI18n('fr', resources)}>
      <RouterProvider router={router} />
    </AppRoot>,
  );
  return { backend, router };
}

beforeAll(() => Promise.all([loadAllScreens(), loadLaterModules()]), 60_000);
afterEach(() => window.localStorage.clear());

describe('the app composed over the in-memory adapters (integration testers)', () => {
  it('should sign a subscriber in from the login page and show the home rows from the demo catalogue', async () => {
    const user = userEvent.setup();
    const { router } = renderOverInMemoryApis('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'demo@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'demo1234');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toMatch(/demo/);
    // The demo account's seeded watching history, read through the in-memory usage adapter.
    await screen.findByRole('region', { name: 'Reprendre la lecture' }, { timeout: 10_000 });
  }, 30_000);
});
