import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoBackend } from '../backend';
import { forcedAnswer, type DemoControls } from '../controls';
import { DemoFault, badRequest } from '../backend/fault';

export const TOKEN_HEADER = 'X-Session-Token';
const BASES = { api: '/api/mobile/', cache: '/api/cache/', root: '/' } as const;
export type Base = keyof typeof BASES;
type Method = 'get' | 'post' | 'put' | 'delete';

export interface HandlerDeps {
  readonly backend: DemoBackend;
  readonly controls: () => DemoControls;
  /** Stream addresses absolute on the origin each request was made to (`streamsOn`), not paths. */
  readonly absoluteStreams?: boolean;
}

/** Where the demo's streams are: `/streams/live/…`, `/streams/replay/…`. */
const STREAM_PATH = '/streams/';

/**
 * An answer whose stream addresses (`/streams/…`, paths on the origin that answers) are made
 * absolute on `origin`, as a real provider's point to its streaming servers. The demo server needs
 * it: an app that reaches its API through a proxy (`npm run serve` with `PROVIDER_URL`) would
 * otherwise look for the streams on its own origin.
 */
export function streamsOn(origin: string, answer: unknown): unknown {
  if (typeof answer === 'string') return answer.startsWith(STREAM_PATH) ? `${origin}${answer}` : answer;
  if (Array.isArray(answer)) return answer.map((item) => streamsOn(origin, item));
  // Only the wire's plain objects: anything else is serialised as it is.
  if (typeof answer !== 'object' || answer === null || Object.getPrototypeOf(answer) !== Object.prototype) return answer;
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, streamsOn(origin, value)]));
}

/** One request as a handler sees it. */
export interface DemoRequest {
  readonly request: Request;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly token: string | null;
  /** The signed-in username; a 401 when the token is missing or unknown. */
  user(): string;
  /** The JSON body as an object (empty when none). */
  body(): Promise<Record<string, unknown>>;
}

const MALFORMED = '{"success": tru';

function faultResponse(error: DemoFault): Response {
  return HttpResponse.json({ success: false, error: error.detail ?? error.kind, message: error.message }, { status: error.status });
}

/**
 * One provider call as an MSW handler: tester controls first, then the backend's answer as
 * JSON, a DemoFault as its status and error body.
 */
export function route(deps: HandlerDeps, method: Method, base: Base, path: string, answer: (request: DemoRequest) => unknown): HttpHandler {
  return http[method](`*${BASES[base]}${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const relative = url.pathname.slice(url.pathname.indexOf(BASES[base]) + BASES[base].length);
    const controls = deps.controls();
    if (controls.delay) await delay(controls.delay);
    const forced = forcedAnswer(controls, method, relative);
    if (forced?.malformed) return new HttpResponse(MALFORMED, { status: forced.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    if (forced?.status !== undefined) return HttpResponse.json({ success: false, error: 'forced', message: `forced ${forced.status}` }, { status: forced.status });
    const token = request.headers.get(TOKEN_HEADER);
    const demoRequest: DemoRequest = {
      request, query: url.searchParams, token,
      params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(String(value))])),
      user: () => deps.backend.session.authenticate(token),
      body: async () => {
        const text = await request.text();
        try {
          const value: unknown = text === '' ? {} : JSON.parse(text);
          return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : badRequest('body must be an object');
        } catch {
          return badRequest('body is not JSON');
        }
      },
    };
    // Like a real server, every answer carries the server's date (the app checks its clock with it).
    const dated = (response: Response) => {
      response.headers.set('Date', new Date(deps.backend.now()).toUTCString());
      return response;
    };
    try {
      const result = await answer(demoRequest);
      if (result instanceof Response) return dated(result);
      const body = result ?? { success: true };
      return dated(HttpResponse.json((deps.absoluteStreams ? streamsOn(url.origin, body) : body) as Record<string, unknown>));
    } catch (error) {
      if (error instanceof DemoFault) return dated(faultResponse(error));
      throw error;
    }
  });
}
