import type { HttpHandler } from 'msw';
import type { DemoBackend } from './backend';
import { NO_CONTROLS, type DemoControls } from './controls';
import { epgHandlers } from './epg/epg-handlers';
import { guideHandlers } from './handlers/guide';
import { imageHandlers } from './handlers/images';
import { recordingsHandlers } from './handlers/recordings';
import { sessionHandlers } from './handlers/session';
import { showsHandlers } from './handlers/shows';
import { usageHandlers } from './handlers/usage';
import { vodHandlers } from './handlers/vod';

export { TOKEN_HEADER } from './handlers/respond';

/**
 * The provider's whole API as MSW handlers over one backend (browser worker, node tests and
 * the demo server alike). `controls` is read on every request (tester controls). With
 * `absoluteStreams` (the demo server, which an app may reach through a proxy), stream addresses
 * are absolute on the origin each request was made to; otherwise paths on it.
 */
export function demoHandlers(backend: DemoBackend, controls: () => DemoControls = () => NO_CONTROLS, absoluteStreams = false): HttpHandler[] {
  const deps = { backend, controls, absoluteStreams };
  return [...sessionHandlers(deps), ...guideHandlers(deps), ...epgHandlers(deps), ...recordingsHandlers(deps), ...showsHandlers(deps), ...usageHandlers(deps), ...vodHandlers(deps), ...imageHandlers(deps)];
}
