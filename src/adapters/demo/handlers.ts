import { http, type HttpHandler } from 'msw';
import type { DemoBackend } from './backend';
import type { DemoControls } from './controls';
import { demoRoutes, mswPath } from './routes';

export { TOKEN_HEADER } from './handlers/respond';

/**
 * The provider's whole API as MSW handlers over one backend (node tests and the demo server; the
 * browser's demo answers the same routes in its service worker, api-worker.ts). See `demoRoutes`.
 */
export function demoHandlers(
  backend: DemoBackend,
  controls?: () => DemoControls,
  absoluteStreams = false,
): HttpHandler[] {
  return demoRoutes(backend, controls, absoluteStreams).map((route) =>
    http[route.method](mswPath(route), ({ request, params }) =>
      route.answer(request, params as Record<string, string>),
    ),
  );
}
