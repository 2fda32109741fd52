import { http, type HttpHandler } from 'msw';
import { NO_CONTROLS, type DemoControls } from './controls';
import type { ReadStatic } from './streams/stream-routes';
import { streamResponse } from './streams/stream-response';

/**
 * The demo streams (live and replay manifests and re-timed segments) as MSW handlers, for the
 * node server and tests (in the browser the service worker answers them itself, see
 * `stream-worker.ts`). The testers' `delay` applies to them as to every API answer.
 */
export function streamHandlers(
  nowMs: () => number,
  readStatic: ReadStatic,
  controls: () => DemoControls = () => NO_CONTROLS,
): HttpHandler[] {
  const serve = ({ request }: { request: Request }) =>
    streamResponse(new URL(request.url), nowMs, readStatic, controls().delay);
  return [http.get('*/streams/live/*', serve), http.get('*/streams/replay/*', serve)];
}
