import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { NO_CONTROLS, type DemoControls } from './controls';
import { handleStreamRequest, type ReadStatic } from './streams/stream-routes';

const MS_PER_SECOND = 1000;

/**
 * The demo streams (live and replay manifests and re-timed segments) as MSW handlers. The
 * testers' `delay` applies to them as to every API answer.
 */
export function streamHandlers(nowMs: () => number, readStatic: ReadStatic, controls: () => DemoControls = () => NO_CONTROLS): HttpHandler[] {
  const serve = async ({ request }: { request: Request }) => {
    const wait = controls().delay;
    if (wait) await delay(wait);
    const url = new URL(request.url);
    const reply = await handleStreamRequest(`${url.pathname}${url.search}`, Math.floor(nowMs() / MS_PER_SECOND), readStatic);
    const body = typeof reply.body === 'string' ? reply.body : reply.body.slice().buffer;
    return new HttpResponse(body, { status: reply.status, headers: { 'Content-Type': reply.contentType } });
  };
  return [http.get('*/streams/live/*', serve), http.get('*/streams/replay/*', serve)];
}
