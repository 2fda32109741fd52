import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, renderNginxConfig } from '../../scripts/serve/nginx-config';
import { startNginx, type RunningNginx } from '../../scripts/serve/nginx';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]));

describe('the Content-Security-Policy served', () => {
  it.each([true, false])(
    'should allow no inline script, no eval, no plugin, no framing and no <base> (demo %s)',
    (demo) => {
      const csp = directives(contentSecurityPolicy({ demo }));
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('require-trusted-types-for')).toBe("'script'");
      expect(contentSecurityPolicy({ demo })).not.toMatch(/unsafe-(inline|eval)/);
    },
  );

  it("should allow workers of the origin, the search worker's policy, and the demo's policies in a demo build only", () => {
    expect(directives(contentSecurityPolicy({ demo: true })).get('worker-src')).toBe("'self'");
    expect(directives(contentSecurityPolicy({ demo: true })).get('trusted-types')).toBe('zapline-search zapline-demo');
    expect(directives(contentSecurityPolicy({ demo: false })).get('worker-src')).toBe("'self'");
    expect(directives(contentSecurityPolicy({ demo: false })).get('trusted-types')).toBe('zapline-search');
  });

  it('should let the app fetch and play from the provider and the origins named', () => {
    const csp = directives(
      contentSecurityPolicy({
        demo: false,
        providerUrl: 'https://api.provider.example',
        origins: ['https://cdn.provider.example/'],
      }),
    );
    for (const name of ['connect-src', 'media-src', 'img-src'])
      expect(csp.get(name)).toContain('https://api.provider.example https://cdn.provider.example');
    expect(csp.get('media-src')).toContain('blob:');
  });
});

describe('an origin', () => {
  it.each(['https://api.provider.example/v1', 'ftp://api.provider.example', 'https://api.provider.example/?a=1'])(
    'should refuse %s',
    (url) => {
      expect(() => originOf(url)).toThrow('not an origin');
    },
  );
});

describe('the rendered nginx config', () => {
  let runDir = '';
  afterEach(() => rmSync(runDir, { recursive: true, force: true }));

  it('should proxy /api/ and /interstitiel to the provider only when one is named', () => {
    runDir = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    const plain = readFileSync(
      renderNginxConfig({ root: '/srv/dist', host: '127.0.0.1', port: 8080, runDir, demo: true }),
      'utf8',
    );
    expect(plain).not.toContain('location /api/');
    const proxied = readFileSync(
      renderNginxConfig({
        root: '/srv/dist',
        host: '127.0.0.1',
        port: 8080,
        runDir,
        demo: false,
        providerUrl: 'https://api.provider.example',
      }),
      'utf8',
    );
    expect(proxied).toContain('location /api/');
    expect(proxied).toContain('location = /interstitiel');
    expect(readFileSync(join(runDir, 'proxy.conf'), 'utf8')).toContain('proxy_pass https://api.provider.example;');
    expect(proxied).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });
});

describe('Strict-Transport-Security', () => {
  let root = '';
  let nginx: RunningNginx | undefined;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nginx-hsts-'));
    // nginx started as root serves through workers running as nobody.
    chmodSync(root, 0o755);
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Zapline</title>');
    nginx = await startNginx({ root, host: '127.0.0.1', demo: true });
  });
  afterAll(async () => {
    await nginx?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  // Over plain http (a TV of the local network) it would only be noise; behind TLS it pins https.
  it.each([
    [{}, null],
    [{ 'X-Forwarded-Proto': 'http' }, null],
    [{ 'X-Forwarded-Proto': 'https' }, 'max-age=63072000; includeSubDomains'],
  ])('should be sent only over https (request headers %j)', async (headers, expected) => {
    const response = await fetch(`${nginx?.origin}/`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe(expected);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
