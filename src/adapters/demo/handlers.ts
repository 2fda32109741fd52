import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoAccount } from './accounts';
import type { DemoBackend, DemoReply } from './backend';

export const TOKEN_HEADER = 'X-Session-Token';
const API = '*/api/mobile';
const CACHE = '*/api/cache';

const reply = ({ status, body }: DemoReply) => HttpResponse.json(body as Record<string, unknown>, { status });

/** Runs `answer` for the account of the request's token, or answers 401 like the provider. */
function signedIn(backend: DemoBackend, request: Request, answer: (account: DemoAccount, token: string) => DemoReply) {
  const token = request.headers.get(TOKEN_HEADER);
  const account = backend.accountFor(token);
  return reply(account === undefined || token === null ? { status: 401, body: { success: false } } : answer(account, token));
}

/** The provider's API as MSW handlers over one backend (browser worker and node tests alike). */
export function demoHandlers(backend: DemoBackend): HttpHandler[] {
  return [
    http.post(`${API}/auth/`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { username?: unknown; password?: unknown };
      return reply(backend.login(String(body.username ?? ''), String(body.password ?? '')));
    }),
    http.post(`${API}/logout/`, ({ request }) => signedIn(backend, request, (_account, token) => backend.logout(token))),
    http.get(`${API}/profile/`, ({ request }) => signedIn(backend, request, (account) => backend.profile(account))),
    http.get(`${API}/channels/`, () => reply(backend.channelList())),
    http.get(`${CACHE}/epglive/`, () => reply(backend.liveEpg())),
    http.get(`${API}/channel/rights/:id/`, ({ request, params }) =>
      signedIn(backend, request, (account) => backend.channelRights(account, String(params.id))),
    ),
  ];
}
