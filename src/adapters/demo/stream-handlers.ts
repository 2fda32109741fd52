import { http, HttpResponse, type HttpHandler } from 'msw';
import { handleStreamRequest, type ReadStatic } from './streams/stream-routes';

const MS_PER_SECOND = 1000;

/** The demo streams (live and replay manifests and re-timed segments) as MSW handlers. */
export function streamHandlers(nowMs: () => number, readStatic: ReadStatic): HttpHandler[] {
  const serve = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const reply = await handleStreamRequest(`${url.pathname}${url.search}`, Math.floor(nowMs() / MS_PER_SECOND), readStatic);
    const body = typeof reply.body === 'string' ? reply.body : reply.body.slice().buffer;
    return new HttpResponse(body, { status: reply.status, headers: { 'Content-Type': reply.contentType } });
  };
  return [http.get('*/streams/live/*', serve), http.get('*/streams/replay/*', serve)];
}
