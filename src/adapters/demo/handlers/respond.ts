import type { DemoBackend } from '../backend';
import { forcedAnswer, type DemoControls } from '../controls';
import { DemoFault, badRequest } from '../backend/fault';

export const TOKEN_HEADER = 'X-Session-Token';
export const BASES = { api: '/api/mobile/', cache: '/api/cache/', root: '/' } as const;
export type Base = keyof typeof BASES;
export type Method = 'get' | 'post' | 'put' | 'delete';

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
  if (typeof answer !== 'object' || answer === null || Object.getPrototypeOf(answer) !== Object.prototype)
    return answer;
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

/**
 * One provider call, whatever carries it: MSW's handlers (node tests, the demo server; handlers.ts)
 * or the demo's service worker (api-worker.ts). `path` is relative to the base, with `:name`
 * segments, as MSW reads it.
 */
export interface DemoRoute {
  readonly method: Method;
  readonly base: Base;
  readonly path: string;
  /** The answer to `request`, whose path matched with these (decoded) parameters. */
  answer(request: Request, params: Readonly<Record<string, string>>): Promise<Response>;
}

const MALFORMED = '{"success": tru';

/** A JSON answer (`Response.json` is newer than the oldest TV engine, where the worker runs too). */
function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function faultResponse(error: DemoFault): Response {
  return json({ success: false, error: error.detail ?? error.kind, message: error.message }, error.status);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One provider call: tester controls first, then the backend's answer as JSON, a DemoFault as
 * its status and error body.
 */
export function route(
  deps: HandlerDeps,
  method: Method,
  base: Base,
  path: string,
  answer: (request: DemoRequest) => unknown,
): DemoRoute {
  return {
    method,
    base,
    path,
    answer: async (request, params) => {
      const url = new URL(request.url);
      const relative = url.pathname.slice(url.pathname.indexOf(BASES[base]) + BASES[base].length);
      const controls = deps.controls();
      if (controls.delay) await sleep(controls.delay);
      const forced = forcedAnswer(controls, method, relative);
      if (forced?.delay) await sleep(forced.delay);
      if (forced?.malformed)
        return new Response(MALFORMED, {
          status: forced.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      if (forced?.status !== undefined)
        return json({ success: false, error: 'forced', message: `forced ${forced.status}` }, forced.status);
      const token = request.headers.get(TOKEN_HEADER);
      const demoRequest: DemoRequest = {
        request,
        query: url.searchParams,
        token,
        params: Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, decodeURIComponent(String(value))]),
        ),
        user: () => deps.backend.session.authenticate(token),
        body: async () => {
          const text = await request.text();
          try {
            const value: unknown = text === '' ? {} : JSON.parse(text);
            return typeof value === 'object' && value !== null
              ? (value as Record<string, unknown>)
              : badRequest('body must be an object');
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
        return dated(json(deps.absoluteStreams ? streamsOn(url.origin, body) : body));
      } catch (error) {
        if (error instanceof DemoFault) return dated(faultResponse(error));
        throw error;
      }
    },
  };
}
