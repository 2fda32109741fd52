import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_PATH } from '../../../src/application/session/password-reset';
import { DemoBackend, memoryDemoStore } from '../../../src/adapters/demo/backend';
import { demoRoutes, routeMatcher } from '../../../src/adapters/demo/routes';

const routes = demoRoutes(
  new DemoBackend(
    memoryDemoStore(),
    () => Date.UTC(2026, 10, 22, 12),
    () => 'token',
    { channelCount: 4 },
  ),
);

async function open(email: string) {
  const url = new URL(`http://demo.test${PASSWORD_RESET_PATH}`);
  url.searchParams.set('email', email);
  const found = routeMatcher(routes)('GET', url.pathname);
  if (found === undefined) throw new Error('no route serves the reset page');
  return found.route.answer(new Request(url), found.params);
}

describe("the demo provider's password reset page", () => {
  it('should serve, at the address the sign-in screens open, a page naming the e-mail it was opened for', async () => {
    const page = await open('demo@example.com');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Réinitialisation du mot de passe</h1>');
    expect(html).toContain('<strong>demo@example.com</strong>');
  });

  it('should write the e-mail as text, never as markup, under a policy that runs no script', async () => {
    const page = await open('<script>alert(1)</script>@example.com');
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
  });
});
