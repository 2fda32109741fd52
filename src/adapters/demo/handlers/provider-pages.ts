import {
  PROVIDER_PAGE_BACK_PARAM,
  PROVIDER_PAGE_SERVICES,
  PROVIDER_PAGE_TOKEN_PARAM,
  PROVIDER_PAGES,
  type ProviderPage,
} from '../../../domain/session/provider-pages';
import { escapeHtml, htmlPage } from './html-page';
import { route, type DemoRoute, type HandlerDeps } from './respond';

const TITLES: Readonly<Record<ProviderPage, string>> = { account: 'Mon espace client', help: 'Aide en ligne' };
const CONTENT: Readonly<Record<ProviderPage, string>> = {
  account: 'Fournisseur de démonstration : votre abonnement, vos factures et vos coordonnées seraient ici.',
  help: 'Fournisseur de démonstration : les questions fréquentes et le contact du support seraient ici.',
};

/**
 * The page's only script: the TV remote's Back (and Escape, Backspace) goes back in history, to
 * the app that opened the page in its place. Allowed by its hash alone (PROVIDER_PAGE_SCRIPT_HASH).
 */
export const PROVIDER_PAGE_SCRIPT =
  "addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='Backspace'||e.keyCode===461||e.keyCode===10009){e.preventDefault();history.back()}})";
/** sha256 of PROVIDER_PAGE_SCRIPT, in base64 (a test checks it). */
export const PROVIDER_PAGE_SCRIPT_HASH = 'sha256-PwIPN8LJ9w2VCmK6/4dnYvgNmlBXg5zQNQed7O2S0Y0=';

const isPage = (name: string): name is ProviderPage => (PROVIDER_PAGES as readonly string[]).includes(name);

/** The link back: to the app's address the page was opened from (http or https only), else the app's root. */
function backLink(back: string | null): string {
  try {
    const url = new URL(back ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '/';
  } catch {
    return '/';
  }
}

function providerPage(page: ProviderPage, user: string | null, back: string): Response {
  const link = `<p><a href="${escapeHtml(back)}">Retour à l’application</a></p>
<script>${PROVIDER_PAGE_SCRIPT}</script>`;
  const policy = `; script-src '${PROVIDER_PAGE_SCRIPT_HASH}'`;
  if (user === null)
    return htmlPage(
      'Accès refusé',
      `<h1>Accès refusé</h1>
<p>Ce lien n’est pas valide ou a expiré. Ouvrez cette page depuis l’application, une fois connecté.</p>
${link}`,
      403,
      policy,
    );
  return htmlPage(
    TITLES[page],
    `<h1>${TITLES[page]}</h1>
<p>Connecté en tant que <strong>${escapeHtml(user)}</strong>.</p>
<p>${CONTENT[page]}</p>
${link}`,
    200,
    policy,
  );
}

/**
 * Not API calls: the provider's own pages the app opens signed in (PROVIDER_PAGES_PATH), each
 * checking its token was forked for its service by a user still signed in.
 */
export function providerPageRoutes(deps: HandlerDeps): DemoRoute[] {
  return [
    route(deps, 'get', 'api', 'pages/:page/', (req) => {
      const page = req.params.page ?? '';
      if (!isPage(page)) return htmlPage('Page introuvable', '<h1>Page introuvable</h1>', 404);
      const user = deps.backend.session.forkedUser(
        req.query.get(PROVIDER_PAGE_TOKEN_PARAM),
        PROVIDER_PAGE_SERVICES[page],
      );
      return providerPage(page, user, backLink(req.query.get(PROVIDER_PAGE_BACK_PARAM)));
    }),
  ];
}
