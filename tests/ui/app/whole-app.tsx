import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import type { DemoControls } from '../../../src/adapters/demo/controls';
import { demoHandlers } from '../../../src/adapters/demo/handlers';
import { APP_NAME, APP_VERSION } from '../../../src/composition/config';
import { createAppContainer } from '../../../src/composition/container';
import { AppRoot } from '../../../src/ui/shared/app-root';
import { createI18n } from '../../../src/ui/shared/i18n/i18n';
import { resources } from '../../../src/ui/shared/i18n/texts';
import { OFFLINE_STORE, type OfflineStore } from '../../../src/ports/offline-store.port';
import { tvRoutes } from '../../../src/ui/tv/routes';
import { webRoutes } from '../../../src/ui/web/routes';
import { FakeOfflineStore } from '../../fakes/fake-offline-store';

/** The provider's address in these tests: the demo provider's handlers answer there, in node. */
const BASE = 'http://provider.test';
export const providerServer = setupServer();

export interface WholeApp {
  readonly backend: DemoBackend;
  /** The demo's tester controls, read on every request: `force` a status or a malformed body. */
  readonly controls: { force?: DemoControls['force'] };
  /**
   * The browser's offline storage: jsdom has neither IndexedDB nor media source, so shaka's store
   * cannot run here; an in-memory one takes its place (the real one: tests/e2e/downloads.test.ts).
   */
  readonly offlineStore: FakeOfflineStore;
  /** The demo provider's handlers, to go back to after a test's own. */
  readonly handlers: readonly RequestHandler[];
  /** Renders the app at this address (once the backend is set up); `router` exists from then on. */
  start(path: string): void;
  router: ReturnType<typeof createMemoryRouter>;
  /** What a journey remembers between its steps (a code, a title). */
  remembered?: string;
}

/** The two layouts: their routes, under the same composition. */
export type Layout = 'web' | 'tv';
const ROUTES = { web: webRoutes, tv: tvRoutes };

/**
 * The whole app of a layout as users get it, composed by the real container over the real HTTP
 * adapters, talking to the demo provider's handlers (with its tester controls) through MSW in node.
 */
export function renderWholeApp(layout: Layout = 'web'): WholeApp {
  let ids = 0;
  const backend = new DemoBackend(
    memoryDemoStore(),
    () => Date.now(),
    () => `id-${++ids}`,
    { sampleData: true },
  );
  const controls: WholeApp['controls'] = {};
  const handlers = demoHandlers(backend, () => controls);
  providerServer.resetHandlers(...handlers);
  const app: WholeApp = {
    backend,
    controls,
    handlers,
    offlineStore: new FakeOfflineStore(),
    router: createMemoryRouter(ROUTES[layout], { initialEntries: ['/'] }),
    start(path) {
      const container = createAppContainer({
        variant: layout,
        provider: { kind: 'http', baseUrl: BASE },
        appName: `${APP_NAME}-${layout}`,
        version: APP_VERSION,
      });
      container.rebind<OfflineStore>(OFFLINE_STORE).toConstantValue(app.offlineStore);
      app.router = createMemoryRouter(ROUTES[layout], { initialEntries: [path] });
      render(
        <AppRoot resolve={(token) => container.get(token)} i18n={createI18n('fr', resources)}>
          <RouterProvider router={app.router} />
        </AppRoot>,
      );
    },
  };
  return app;
}
