import { deviceCodeToWire, extrasToWire, profileToWire, sessionToWire } from '../wire/session';
import { bool, num, optionalText, text } from './fields';
import { escapeHtml, htmlPage } from './html-page';
import { providerPageRoutes } from './provider-pages';
import { route, type DemoRoute, type HandlerDeps } from './respond';

/**
 * The demo provider's password reset page: a small static page that names the e-mail it was
 * opened for (a real provider sends its mail from there). No script, no style: its own policy forbids both.
 */
function passwordResetPage(email: string): Response {
  return htmlPage(
    'Réinitialisation du mot de passe',
    `<h1>Réinitialisation du mot de passe</h1>
<p>Fournisseur de démonstration : un lien de réinitialisation serait envoyé à <strong>${escapeHtml(email.slice(0, 254))}</strong>.</p>
`,
  );
}

/** Session and account calls (spec point 7). */
export function sessionRoutes(deps: HandlerDeps): DemoRoute[] {
  const { backend } = deps;
  return [
    route(deps, 'post', 'api', 'auth/', async (req) => {
      const body = await req.body();
      const username = text(body, 'username');
      const token = optionalText(body, 'token');
      return sessionToWire(
        token === undefined
          ? backend.session.login(username, text(body, 'password'))
          : backend.session.loginWithToken(username, token),
      );
    }),
    route(deps, 'post', 'api', 'logout/', (req) => {
      req.user();
      backend.session.logout(req.token ?? '');
    }),
    // Not an API call: the provider's password reset page, which the sign-in screens open (PASSWORD_RESET_PATH).
    route(deps, 'get', 'api', 'password/reset/', (req) => passwordResetPage(req.query.get('email') ?? '')),
    ...providerPageRoutes(deps),
    route(deps, 'put', 'api', 'auth/fork/', async (req) => ({
      success: true,
      token: backend.session.fork(req.user(), text(await req.body(), 'service')),
    })),
    route(deps, 'post', 'api', 'auth/device/code/', () => deviceCodeToWire(backend.deviceCodes.request())),
    route(deps, 'post', 'api', 'auth/device/token/', async (req) => {
      const session = backend.deviceCodes.poll(text(await req.body(), 'device_code'));
      return session === null ? { success: false, status: 'pending' } : sessionToWire(session);
    }),
    route(deps, 'post', 'api', 'auth/device/code/verify/', async (req) => {
      const body = await req.body();
      backend.deviceCodes.verify(req.user(), text(body, 'user_code'), bool(body, 'grant_access'));
    }),
    route(deps, 'get', 'api', 'profile/', (req) => profileToWire(backend.session.profile(req.user()))),
    route(deps, 'get', 'api', 'show/extras/', (req) => {
      const user = req.user();
      return extrasToWire(backend.account.extras(user), backend.account.retention(user));
    }),
    route(deps, 'post', 'api', 'parentalcontrol/check/', async (req) =>
      backend.account.checkPin(req.user(), text(await req.body(), 'pin')),
    ),
    route(deps, 'post', 'api', 'parentalcontrol/create/', async (req) => {
      const body = await req.body();
      backend.account.createPin(req.user(), text(body, 'pin'), num(body, 'level'));
    }),
    route(deps, 'post', 'api', 'parentalcontrol/update/', async (req) => {
      const body = await req.body();
      backend.account.updatePin(req.user(), text(body, 'old_pin'), text(body, 'pin'), num(body, 'level'));
    }),
  ];
}
