import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROVIDER_PAGES_PATH, providerPageUrl } from '../../../src/application/session/provider-pages';
import { DEMO_PASSWORD } from '../../../src/adapters/demo/accounts';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { PROVIDER_PAGE_SCRIPT, PROVIDER_PAGE_SCRIPT_HASH } from '../../../src/adapters/demo/handlers/provider-pages';
import { demoRoutes, routeMatcher } from '../../../src/adapters/demo/routes';
import { PROVIDER_PAGE_SERVICES } from '../../../src/domain/session/provider-pages';

let tokens = 0;
const backend = new DemoBackend(
  memoryDemoStore(),
  () => Date.UTC(2026, 10, 22, 12),
  () => `token-${(tokens += 1)}`,
  { channelCount: 4 },
);
const routes = demoRoutes(backend);
const BACK = 'http://demo.test/tv/settings';

async function open(address: string) {
  const url = new URL(address, 'http://demo.test');
  const found = routeMatcher(routes)('GET', url.pathname);
  if (found === undefined) throw new Error(`no route serves ${url.pathname}`);
  return found.route.answer(new Request(url), found.params);
}

const signedIn = () => backend.session.login('demo@example.com', DEMO_PASSWORD).token;

describe("the demo provider's own pages, opened with a forked token (issue 38)", () => {
  it.each([
    ['account', 'Mon espace client'],
    ['help', 'Aide en ligne'],
  ] as const)('should show the %s page to the user the token was forked for, with a link back', async (page, title) => {
    const token = backend.session.fork('demo@example.com', PROVIDER_PAGE_SERVICES[page]);
    const answer = await open(providerPageUrl('', page, token, BACK));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('Connecté en tant que <strong>demo@example.com</strong>');
    expect(html).toContain(`<a href="${BACK}">`);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it.each([
    ['no token', () => `${PROVIDER_PAGES_PATH}account/`],
    ['an unknown token', () => providerPageUrl('', 'account', 'nope', BACK)],
    ['a session token that was not forked', () => providerPageUrl('', 'account', signedIn(), BACK)],
    [
      "a token forked for the other page's service",
      () => providerPageUrl('', 'account', backend.session.fork('demo@example.com', PROVIDER_PAGE_SERVICES.help), BACK),
    ],
  ])('should refuse %s with a page that says so, naming nobody', async (_case, address) => {
    const answer = await open(address());
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain('<h1>Accès refusé</h1>');
    expect(html).not.toContain('Connecté en tant que');
  });

  it('should refuse a token once its session ended', async () => {
    const token = backend.session.fork('demo@example.com', PROVIDER_PAGE_SERVICES.account);
    backend.session.logout(token);
    expect((await open(providerPageUrl('', 'account', token, BACK))).status).toBe(403);
  });

  it('should lead back only to a web address, never to a script', async () => {
    const token = backend.session.fork('demo@example.com', PROVIDER_PAGE_SERVICES.help);
    const html = await (await open(providerPageUrl('', 'help', token, 'javascript:alert(1)'))).text();
    expect(html).toContain('<a href="/">');
    expect(html).not.toContain('javascript:');
  });

  it('should answer an unknown page with 404', async () => {
    expect((await open(`${PROVIDER_PAGES_PATH}shop/?token=x`)).status).toBe(404);
  });

  it("should run no script but its own, the remote's Back, allowed by its hash", async () => {
    const token = backend.session.fork('demo@example.com', PROVIDER_PAGE_SERVICES.account);
    const answer = await open(providerPageUrl('', 'account', token, BACK));
    const policy = answer.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src '${PROVIDER_PAGE_SCRIPT_HASH}'`);
    expect(`sha256-${createHash('sha256').update(PROVIDER_PAGE_SCRIPT).digest('base64')}`).toBe(
      PROVIDER_PAGE_SCRIPT_HASH,
    );
    expect(await answer.text()).toContain(`<script>${PROVIDER_PAGE_SCRIPT}</script>`);
  });
});
